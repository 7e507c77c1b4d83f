import {
  currentStreak,
  DAYS_PER_WEEK_EVERY_DAY,
  doneThisWeek,
  longestStreak,
  recentDays,
  type Streak,
  shareOfLast30Days,
  strengthSeries,
  type TrackerHistory,
} from '@app/domain/tracker-streaks.ts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './trackers.module.css';

/** The days the rule in words looks back over: two weeks ("10 of the last 14 days"). */
const RECENT_DAYS = 14;
/** The days the strength curve draws. */
const CURVE_DAYS = 90;

interface TrackerStatsProps {
  tracker: TrackerHistory;
  /** The person's local calendar day, YYYY-MM-DD. */
  today: string;
}

/** The strength of the last days as a small line, for the eye (the percent says it in words). */
function StrengthCurve({ series }: { series: readonly number[] }) {
  const points = series.slice(-CURVE_DAYS);
  if (points.length < 2) return null;
  const width = 100;
  const height = 24;
  const step = width / (points.length - 1);
  const path = points
    .map((value, i) => `${(i * step).toFixed(1)},${(height - value * height).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className={classes.curve}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden
      data-testid="strength-curve"
    >
      <polyline points={path} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * The current and the longest streak (in days, or weeks for a weekly goal), the share of the
 * goal met in the last 30 days, and the strength (Loop Habit Tracker's score) with its curve;
 * under them the gentle rules in words. Counted by the domain over calendar days, with the
 * page's unsaved changes included.
 */
export function TrackerStats({ tracker, today }: TrackerStatsProps) {
  const { t } = useTranslation('trackers');
  const { locale } = useFormat();
  // "10%" in English, "10 %" in Spanish.
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const current = currentStreak(tracker, today);
  const share = shareOfLast30Days(tracker, today);
  const series = strengthSeries(tracker, today);
  const recent = recentDays(tracker, today, RECENT_DAYS);
  const isWeekly = tracker.daysPerWeek < DAYS_PER_WEEK_EVERY_DAY;
  const streakText = (streak: Streak) => t(`stats.${streak.unit}`, { count: streak.length });
  return (
    <>
      <dl className={classes.stats}>
        <div className={classes.stat}>
          <dt>{t('stats.current')}</dt>
          <dd>{streakText(current)}</dd>
        </div>
        <div className={classes.stat}>
          <dt>{t('stats.longest')}</dt>
          <dd>{streakText(longestStreak(tracker, today))}</dd>
        </div>
        <div className={classes.stat}>
          <dt>{t('stats.last30Days')}</dt>
          <dd>{share === null ? t('stats.nothingAsked') : percent.format(share / 100)}</dd>
        </div>
        <div className={classes.stat} title={t('stats.strengthHelp')}>
          <dt>{t('stats.strength')}</dt>
          <dd>
            {percent.format(Math.round((series.at(-1) ?? 0) * 100) / 100)}
            <StrengthCurve series={series} />
          </dd>
        </div>
      </dl>
      <div className={classes.rules}>
        {current.isFaded && (
          <Text size="sm" fw={600}>
            {t(current.unit === 'weeks' ? 'stats.fadedWeeks' : 'stats.fadedDays')}
          </Text>
        )}
        <Text size="sm">
          {isWeekly
            ? t('stats.thisWeek', {
                done: doneThisWeek(tracker, today),
                count: tracker.daysPerWeek,
              })
            : recent.counted === 0
              ? t('stats.recentNone', { days: RECENT_DAYS })
              : t('stats.recent', { done: recent.done, days: recent.counted })}
        </Text>
      </div>
    </>
  );
}

import { currentStreak, longestStreak, shareOfLast30Days } from '@app/domain/tracker-streaks.ts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './trackers.module.css';

interface TrackerStatsProps {
  dates: readonly string[];
  /** The person's local calendar day, YYYY-MM-DD. */
  today: string;
}

/**
 * The current and the longest streak and the share of the last 30 days marked,
 * counted by the domain over calendar days, with the page's unsaved marks included.
 */
export function TrackerStats({ dates, today }: TrackerStatsProps) {
  const { t } = useTranslation('trackers');
  const { locale } = useFormat();
  // "10%" in English, "10 %" in Spanish.
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <dl className={classes.stats}>
      <div className={classes.stat}>
        <dt>{t('stats.current')}</dt>
        <dd>{t('stats.days', { count: currentStreak(dates, today) })}</dd>
      </div>
      <div className={classes.stat}>
        <dt>{t('stats.longest')}</dt>
        <dd>{t('stats.days', { count: longestStreak(dates, today) })}</dd>
      </div>
      <div className={classes.stat}>
        <dt>{t('stats.last30Days')}</dt>
        <dd>{percent.format(shareOfLast30Days(dates, today) / 100)}</dd>
      </div>
    </dl>
  );
}

import { currentStreak, longestStreak, shareOfLast30Days } from '@app/domain/tracker-streaks.ts';
import classes from './trackers.module.css';

function daysText(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

interface TrackerStatsProps {
  dates: readonly string[];
  /** The person's local calendar day, YYYY-MM-DD. */
  today: string;
}

/**
 * The current and the longest streak and the share of the last 30 days marked (issue 5),
 * counted by the domain over calendar days, with the page's unsaved marks included.
 */
export function TrackerStats({ dates, today }: TrackerStatsProps) {
  return (
    <dl className={classes.stats}>
      <div className={classes.stat}>
        <dt>Current streak</dt>
        <dd>{daysText(currentStreak(dates, today))}</dd>
      </div>
      <div className={classes.stat}>
        <dt>Longest streak</dt>
        <dd>{daysText(longestStreak(dates))}</dd>
      </div>
      <div className={classes.stat}>
        <dt>Last 30 days</dt>
        <dd>{shareOfLast30Days(dates, today)}%</dd>
      </div>
    </dl>
  );
}

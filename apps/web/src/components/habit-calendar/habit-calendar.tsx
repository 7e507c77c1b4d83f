import '@mantine/dates/styles.css';
import {
  dayStateReader,
  localDay,
  type TrackerDayState,
  type TrackerHistory,
} from '@app/domain/tracker-streaks.ts';
import { Calendar, type CalendarAriaLabels } from '@mantine/dates';
import { IconCheck, IconPlayerPause, IconZzz } from '@tabler/icons-react';
import dayjs from 'dayjs';
// Mantine names months and weekdays through dayjs; its Spanish comes with the calendar only.
import 'dayjs/locale/es';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFirstDayOfWeek } from '@/lib/first-day-of-week.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './habit-calendar.module.css';

/** How a day is read out: "Tuesday, March 10, 2026", "martes, 10 de marzo de 2026". */
const DAY_LABEL: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The day is built at midnight UTC and read there, so no time zone can move it.
  timeZone: 'UTC',
};

/** The header's month: "March 2026", "marzo de 2026" (dayjs would write "marzo 2026"). */
const MONTH_LABEL: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };

function utcDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The mark drawn in a day's corner: a check when done, "zz" when rest, bars when paused. */
const STATE_ICON = { done: IconCheck, rest: IconZzz, paused: IconPlayerPause } as const;

interface HabitCalendarProps {
  /** The days done and rest and the pauses, `YYYY-MM-DD` (the person's local calendar days). */
  tracker: Pick<TrackerHistory, 'dates' | 'restDates' | 'pauses'>;
  /**
   * Called with the day pressed (empty, done, rest, empty again: the domain's cycleDay); leave
   * it out for a calendar that only shows the days.
   */
  onPress?: (date: string) => void;
  /** The month shown first, `YYYY-MM-DD`; today's month when left out. */
  initialMonth?: string;
}

/**
 * A habit tracker's month (docs/product.md, "Trackers" and section 9): Mantine's Calendar, with
 * days done, rest and paused each drawn their own way and, when `onPress` is given, every day a
 * button (Enter, Space or a click; arrow keys move between days) whose name says its state. Days stay `YYYY-MM-DD` strings from the domain to the
 * screen and back: no Date or time zone ever touches a mark, so late nights, travel and
 * daylight-saving changes cannot move one. The week starts on the locale's first day.
 *
 * Mantine's year and decade levels keep their own grids (months 4 rows of 3, ten years a
 * page); docs/product.md's 3 rows of 4 months and 24 years are not settings there, and re-flowing
 * them with CSS would break their arrow-key navigation, which follows Mantine's rows.
 */
export function HabitCalendar({ tracker, onPress, initialMonth }: HabitCalendarProps) {
  const { t, i18n } = useTranslation('trackers');
  const { locale } = useFormat();
  const { dates, restDates, pauses } = tracker;
  const stateOf = useMemo(
    () => dayStateReader({ dates, restDates, pauses, daysPerWeek: 7 }),
    [dates, restDates, pauses],
  );
  const [firstDayOfWeek] = useState(getFirstDayOfWeek);
  const [today] = useState(localDay);
  const [defaultDate] = useState(() => initialMonth ?? today);
  const isStatic = onPress === undefined;
  /*
   * The month and year buttons of the header keep their visible text ("March 2026") as their
   * name: an aria-label such as "Choose a month" would not contain it (label in name, 2.5.3).
   */
  const ariaLabels: CalendarAriaLabels = {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
  };
  // One formatter for the month's 42 days, not one each.
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(locale, DAY_LABEL), [locale]);
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(locale, MONTH_LABEL), [locale]);
  const dayLabel = (date: string) => dayFormat.format(utcDay(date));
  // "Tuesday, March 10, 2026, rest day": the state in words, for a button and a static day alike.
  const stateLabel = (date: string, state: TrackerDayState) =>
    state === 'empty' ? dayLabel(date) : t(`calendar.${state}`, { day: dayLabel(date) });

  return (
    <Calendar
      className={classes.calendar}
      classNames={{ day: classes.day }}
      defaultDate={defaultDate}
      // The language names the months and weekdays; the region still picks the first weekday.
      locale={i18n.language}
      monthLabelFormat={(date) => monthFormat.format(utcDay(date))}
      firstDayOfWeek={firstDayOfWeek}
      // Weekends in Mantine's red fall below 4.5:1 on white, and mean nothing for a habit.
      weekendDays={[]}
      hideOutsideDates
      highlightToday
      fullWidth
      static={isStatic}
      // A day after today has not happened: it cannot be marked, nor its month opened.
      {...(isStatic ? {} : { maxDate: today })}
      ariaLabels={ariaLabels}
      getDayAriaLabel={(date) => stateLabel(date, stateOf(date))}
      getDayProps={(date) => {
        const state = stateOf(date);
        return {
          selected: state === 'done',
          'data-state': state,
          ...(onPress ? { 'aria-pressed': state === 'done', onClick: () => onPress(date) } : {}),
        };
      }}
      renderDay={(date) => {
        const state = stateOf(date);
        const Icon = state === 'empty' ? null : STATE_ICON[state];
        return (
          <>
            {dayjs(date).date()}
            {Icon && <Icon size={10} stroke={3} className={classes.mark} aria-hidden />}
          </>
        );
      }}
    />
  );
}

/** The habit trackers page (features/trackers) and the habit calendar (components/habit-calendar). */
export const trackers = {
  title: 'Habit trackers',
  intro:
    'Press a day to mark it when you kept the habit, and press it again to take the mark away. Press a title to rename a tracker. Save keeps your changes.',
  /** The title a new tracker is given (the domain's DEFAULT_TRACKER_TITLE in English). */
  defaultTitle: 'Habit Tracker',
  offlineRefused: 'A save made offline was not accepted',
  discard: 'Discard it',
  couldNotLoad: 'We could not load your habit trackers',
  loadWhenOnline: 'Your habit trackers load when you are back online.',
  adding: 'Adding...',
  allSaved: 'Every change is saved.',
  unsaved_one: 'One tracker has changes that are not saved yet.',
  unsaved_other: '{{count}} trackers have changes that are not saved yet.',
  unsaved_many: '{{count}} trackers have changes that are not saved yet.',
  saved: 'Your habit trackers are saved.',
  added: 'A new habit tracker is added.',
  removed: '“{{title}}” is removed.',
  none: 'You have no habit trackers.',
  noneText: 'Add one to start marking the days you keep a habit. You can have up to {{max}}.',
  remove: {
    title: 'Remove “{{title}}”?',
    body: 'The tracker and every day marked on it go. You cannot undo this.',
    bodyUnsaved:
      'The tracker and every day marked on it go, with its unsaved changes. You cannot undo this.',
    confirm: 'Remove tracker',
    button: 'Remove {{title}}',
  },
  unsavedChanges: 'Unsaved changes',
  titleField: 'Tracker title',
  pressToRename: 'Press to rename',
  titleRequired: 'A tracker needs a title.',
  titleTooLong: 'A title holds at most {{max}} characters.',
  titleRefused: '{{reason}} It keeps its title “{{title}}”.',
  stats: {
    current: 'Current streak',
    longest: 'Longest streak',
    last30Days: 'Last 30 days',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    days_many: '{{count}} days',
  },
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    /** A day of a calendar that only shows the marks: "Tuesday, March 10, 2026, marked". */
    marked: '{{day}}, marked',
  },
};

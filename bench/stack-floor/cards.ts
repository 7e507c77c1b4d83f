/** The same twelve cards for every variant: what a dashboard's first view shows. */
export const CARDS = Array.from({ length: 12 }, (_, i) => ({
  id: `post-${i}`,
  title: `A day of writing, number ${i + 1}`,
  text: 'Today I noticed how the morning light changed the way I felt about the work ahead. '.repeat(
    6,
  ),
  tags: ['gratitude', 'work', 'morning'],
  day: new Date(Date.UTC(2026, 10, 27 - i)).toISOString().slice(0, 10),
}));

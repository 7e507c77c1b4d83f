/** The feelings log (features/feelings). */
export const feelings = {
  title: 'Feelings',
  intro:
    'Naming a feeling puts a little space between you and it: once it has a word, it is easier to sit with, and over weeks your words show which feelings fill your days.',
  cleared: 'Your feelings log is cleared.',
  couldNotLoad: 'We could not load your feelings',
  loading: 'Loading your feelings',
  nothingYet: 'Nothing logged yet',
  nothingYetText:
    'How do you feel right now? Write the first word above and press Save. Your last ten feelings and the ones you name most will show here.',
  clear: 'Clear',
  clearTitle: 'Clear your feelings?',
  clearBody:
    'Every feeling you logged goes, and the trending list starts again from nothing. You cannot undo this.',
  clearConfirm: 'Clear feelings',
  writeFirst: 'Write a feeling first.',
  howDoYouFeel: 'How do you feel?',
  howDescription: 'One word is enough: calm, restless, hopeful...',
  placeholder: 'calm',
  saved: 'Saved “{{word}}”.',
  recent: 'Recent',
  trending: 'Trending',
  outOf_one: 'Out of {{count}} feeling logged.',
  outOf_other: 'Out of {{count}} feelings logged.',
  outOf_many: 'Out of {{count}} feelings logged.',
};

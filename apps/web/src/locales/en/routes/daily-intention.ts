/** The daily intention form (features/daily-intention). */
export const dailyIntention = {
  documentTitle: 'Daily intention',
  editDocumentTitle: 'Edit daily intention',
  loading: 'Loading your daily intention',
  couldNotLoad: 'We could not load your daily intention',
  kickerNew: 'New intention',
  kickerEdit: 'Edit your intention',
  emptyName: 'an empty intention',
  saved: 'Your daily intention is saved.',
  notSaved: 'Your daily intention was not saved',
  mood: {
    heading: 'Mood',
    madeFrom:
      "Made from the first {{number}} feelings you imagined in step 2. It shows on the post's card.",
    empty: 'Add a feeling in step 2 to set the mood.',
    /** The words quoted and listed by Intl ("“calm”, “bold” and “free”"). */
    leftOut_one: '{{words}} is left out: a mood holds at most {{max}} characters.',
    leftOut_other: '{{words}} are left out: a mood holds at most {{max}} characters.',
    leftOut_many: '{{words}} are left out: a mood holds at most {{max}} characters.',
    quoted: '“{{word}}”',
  },
};

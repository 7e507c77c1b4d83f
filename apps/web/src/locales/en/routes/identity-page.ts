/** The identity page and its form (features/identity). */
export const identityPage = {
  couldNotLoad: 'We could not load your identity',
  loading: 'Loading your identity',
  imageDescription:
    'Optional: a picture of the person you are becoming. It shows on your dashboard.',
  moodDescription: 'How you feel about who you are becoming, in a word or two.',
  saved: 'Your identity is saved.',
  notSaved: 'Your identity was not saved',
};

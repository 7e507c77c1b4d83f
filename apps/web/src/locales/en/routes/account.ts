/** The delete-account page (features/users). */
export const account = {
  title: 'Delete your account',
  intro: 'This removes you from {{product}} for good. It cannot be undone.',
  removedTitle: 'What is removed',
  removed: {
    posts:
      'Every post you wrote, drafts included: journal posts, daily intentions, your identity and your excitements, with their pictures.',
    feelings: 'Your feelings log and your habit trackers.',
    suggestions: "The suggestions you wrote on other people's posts.",
    profile: 'Your profile, your contacts and your sign-in: you are signed out on every device.',
    subscription:
      'Your subscription is cancelled, so nothing more is charged, and your cards and invoices are removed.',
  },
  later: 'Signing in again later with the same address starts a new, empty account.',
  confirmLabel: 'Type your account name to confirm',
  confirmDescription: 'Your account name is <name>{{name}}</name>',
  notYet: 'That is not your account name yet: type it exactly as shown.',
  delete: 'Delete',
  notDeleted: 'Your account was not deleted',
  deletedTitle: 'Your account is deleted',
  deletedText: 'Everything you wrote is gone and you are signed out. Take good care.',
};

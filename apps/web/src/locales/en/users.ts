/** The profile page (features/users). */
export const users = {
  profile: 'Profile',
  profileIntro:
    'How {{product}} greets you: your name, your avatar and the picture behind your dashboard.',
  saved: 'Your profile is saved.',
  notSaved: 'Your profile was not saved',
  name: 'Name',
  nameDescription: 'Shown in the top bar and your greeting. Never shown to other people.',
  avatar: 'Avatar',
  avatarDescription: 'A square crop, shown round in the top bar.',
  background: 'Background image',
  backgroundDescription:
    'The picture behind your dashboard. The whole image is kept; each screen shows the middle of it.',
  language: 'Language',
  languageDescription: 'Remembered on this device. Automatic follows your browser.',
  languageAutomatic: 'Automatic (browser)',
  dangerZone: 'Danger zone',
  dangerText:
    'Deleting your account removes everything you wrote and cancels your subscription. It cannot be undone.',
  deleteAccount: 'Delete your account',
};

/** The profile's passkeys (features/auth, the server's auth module). */
export const passkeys = {
  title: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or screen lock instead of a code. A passkey stays on your device or in your password manager; {{product}} keeps only its public half.',
  loading: 'Loading your passkeys...',
  loadFailed: 'Your passkeys could not be loaded',
  empty: 'You have no passkeys yet.',
  unsupported:
    'This browser cannot make or use passkeys. To add one, open {{product}} in an up-to-date browser.',
  listLabel: 'Your passkeys',
  added: 'Added {{date}}',
  lastUsed: 'last used {{ago}}',
  neverUsed: 'not used to sign in yet',
  thisSession: 'Signed in with this one',
  rename: 'Rename {{name}}',
  nameLabel: 'Passkey name',
  saveName: 'Save name',
  renameFailed: 'The name was not saved',
  remove: 'Remove',
  removeLabel: 'Remove {{name}}',
  removeTitle: 'Remove this passkey?',
  removeBody: '“{{name}}” will no longer sign you in, on any device.',
  removeBodyThisSession:
    'You signed in on this device with this passkey: removing it also signs this device out.',
  removeConfirm: 'Remove passkey',
  removeAndSignOut: 'Remove and sign out',
  removed: 'Passkey removed.',
  removeFailed: 'The passkey was not removed',
  unsentWrites_one:
    'One change is saved only on this device. Connect to the internet so it can sync, then remove this passkey.',
  unsentWrites_other:
    '{{count}} changes are saved only on this device. Connect to the internet so they can sync, then remove this passkey.',
  unsentWrites_many:
    '{{count}} changes are saved only on this device. Connect to the internet so they can sync, then remove this passkey.',
  removedTitle: 'Passkey removed',
  removedSignedOut:
    'You had signed in on this device with it, so you are signed out here. Sign in with a code or another passkey.',
  newName: 'Name of the new passkey',
  newNameDescription: 'So you can tell your passkeys apart.',
  add: 'Add a passkey',
  adding: 'Waiting for your device...',
  addedNotice: 'Passkey added. Next time, sign in with it.',
  notAdded: 'The passkey was not added',
  alreadyOnDevice: 'This device or password manager already holds a passkey for your account.',
  browserFailed: 'Your browser could not make the passkey. Try again, or use another device.',
  proofTitle: 'Confirm it is you first',
  proofText:
    'A passkey can be added only within {{minutes}} minutes of signing in. Sign in again, then add it.',
  proveWithPasskey: 'Confirm with a passkey',
  proveWithCode: 'Confirm with a code',
  proving: 'Confirming...',
  proved: 'Confirmed. You can add your passkey now.',
  proofFailed: 'Not confirmed',
  defaultName: '{{browser}} on {{system}}',
  passkey: 'Passkey',
};

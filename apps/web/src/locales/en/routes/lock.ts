/** The lock on this device (features/auth): the lock screen, and its setting on /profile. */
export const lock = {
  title: '{{product}} is locked',
  explained:
    'Your journal is hidden on this device. Unlock it to go back to where you were, with anything you had not saved.',
  loading: 'Checking how you can unlock it...',
  couldNotLoad: 'We could not reach {{product}} to unlock it. Check your connection.',
  tryAgain: 'Try again',
  unlockWithPasskey: 'Unlock with a passkey',
  unlockWithCode: 'Unlock with a code',
  waitingForPasskey: 'Waiting for your passkey...',
  codeGoesToEmail: 'A code goes by e-mail to {{contact}}.',
  codeGoesToPhone: 'A code goes by text message to {{contact}}.',
  sending: 'Sending a code...',
  sentByEmail:
    'We sent a 6-digit code by e-mail to <contact>{{contact}}</contact>. It works for {{minutes}} minutes.',
  sentByText:
    'We sent a 6-digit code by text message to <contact>{{contact}}</contact>. It works for {{minutes}} minutes.',
  codeLabel: 'Code',
  codeDescription: 'The {{length}} digits from the message',
  unlock: 'Unlock',
  unlocking: 'Unlocking...',
  resend: 'Resend',
  codeSentAgain: 'A new code is on its way.',
  back: 'Back',
  didNotWork: 'That did not unlock it',
  couldNotSend: 'No code was sent',
  passkeyFailed:
    'This browser could not use a passkey here. Try again, or log out and sign in again.',
  passkeyOnly:
    'Your account has a passkey, so only a passkey unlocks it: a code could reach this very device.',
  passkeyNotHere:
    'Your account unlocks only with one of its passkeys, and this browser cannot use passkeys. Log out, then sign in again.',
  notYou: 'Not you, or done for now?',
  logOut: 'Log out',
  logOutExplained: 'Logging out ends this session, and this device forgets what was not saved.',
  onThisDevice: 'On this device',
  onThisDeviceText:
    'Kept in this browser only: your other devices keep their own. Locked, {{product}} hides your journal until you unlock it with your passkey (or a code, if you have no passkey).',
  lockAfter: 'Lock after',
  lockAfterDescription: 'How long this device may go unused before it locks',
  never: 'Never',
  after1: '1 minute',
  after5: '5 minutes',
  after15: '15 minutes',
  after60: '1 hour',
  escapeTwice: 'Press <kbd>Esc</kbd> twice to lock at once, on any page.',
  saved: 'Saved on this device.',
  notSaved: 'Kept on this device, but {{product}} could not be told yet',
};

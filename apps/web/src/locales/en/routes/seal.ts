/** A sealed journal (features/seal): sealing it, opening it, its ways in and starting over. */
export const seal = {
  sectionTitle: 'Sealed journal',
  openText:
    'Seal your journal and what you write is encrypted on this device before it leaves. Neither we, nor a stolen backup, nor anyone who breaks into our servers can read it. Your passkeys and a recovery key open it.',
  sealedText:
    'Your journal is sealed: what you write is encrypted on your devices, and we cannot read it.',
  sealingText: 'Your journal is being sealed on this device.',
  rekeyingText: "Your journal's key is being changed on this device.",
  whatStaysPlain:
    'Still readable by us, so that lists, reminders and billing work: the kinds of your posts, their dates, drafts and deletions, your habit days, counts and sizes, and posts you share for feedback or research.',
  notYetSealed:
    'Not sealed: your profile picture and background, which others may see. Imports need your words on our server, so they wait for an open journal (the report is written on this device); insights count sealed entries only by their kind and date, and leave sealed feelings out (the feelings page counts them on your device).',
  sealMyJournal: 'Seal my journal',
  warningTitle: 'Before you seal your journal',
  warning:
    'Only your passkeys that can open it and your recovery key open a sealed journal. If you lose every one of them, nobody can read what you wrote: not you, and not us.',
  warningAccept: 'I understand',
  cancel: 'Cancel',
  passkeyStepTitle: 'Open it with a passkey',
  passkeyStepText:
    'Use one of your passkeys to open your journal on other devices. Your browser asks you to confirm it.',
  usePasskey: 'Use a passkey',
  skipPasskey: 'Skip: recovery key only',
  passkeyAdded: 'This passkey will open your journal.',
  passkeyNoPrf: 'That passkey signs you in but cannot open a sealed journal.',
  recoveryTitle: 'Your recovery key',
  recoveryText:
    'These 12 words open your journal if you have no passkey at hand. Write them down or print them, and keep them somewhere safe. We never see them, and we cannot show them again.',
  print: 'Print',
  savedNext: 'I wrote them down',
  checkTitle: 'Check your recovery key',
  checkText: 'Type two of the words, so we know they are written down right.',
  wordNumber: 'Word {{number}}',
  wrongWord: 'That is not word {{number}}.',
  back: 'Back',
  confirmSaved: 'I saved my recovery key',
  sealing: 'Sealing your journal...',
  sealingProgress: 'Sealed {{done}} of {{total}} entries',
  sealingResumes:
    'You can keep writing. If you close this page, sealing goes on the next time you open your journal here.',
  sealFailed: 'Sealing stopped',
  sealFailedText: 'Nothing was lost. Check your connection and try again.',
  tryAgain: 'Try again',
  sealed: 'Your journal is sealed.',
  waysInTitle: 'What opens it',
  recoveryKeyWay: 'Your recovery key (saved)',
  passkeyWay: 'Passkey "{{name}}"',
  passkeySignsInOnly: 'Passkey "{{name}}": signs in, does not open the journal',
  stopPasskey: 'Stop this passkey opening the journal',
  forgetDevice: 'Forget this device',
  forgetDeviceText:
    'This browser keeps your journal open until you log out. Forget it here and it asks for a passkey or your recovery key next time.',
  gateTitle: 'Your journal is sealed',
  gateText:
    'You are signed in. To read and write, open your journal with a passkey that can, or with your recovery key.',
  openWithPasskey: 'Open with a passkey',
  useRecoveryKey: 'Use my recovery key',
  recoveryLabel: 'Recovery key',
  recoveryDescription: 'The 12 words, in order',
  open: 'Open my journal',
  opening: 'Opening...',
  notARecoveryKey: 'These are not the 12 words of a recovery key. Check each word and its order.',
  wrongKey: 'That key does not open this journal.',
  passkeyCannotOpen: 'That passkey cannot open this journal. Try another, or your recovery key.',
  noPasskeyOpens: 'None of your passkeys opens this journal yet: use your recovery key.',
  lostEverything: 'Lost every passkey and your recovery key?',
  startOver: 'Start over',
  startOverTitle: 'Start over without your sealed writing',
  startOverText:
    'Your sealed entries are deleted for good: nobody can read them, so nobody can bring them back. Your account, subscription, posts you shared and habit days stay. Your journal is then no longer sealed.',
  startOverNeedsCode:
    'To start over, sign in again with a code we send you: log out, sign in with a code, then come back here within 10 minutes.',
  startOverConfirm: 'Delete my sealed writing',
  startedOver: 'Your sealed writing is deleted. Your journal is open and empty of it.',
  logOutForCode: 'Log out to sign in with a code',
  checking: 'Opening your journal...',
  brokenEntry: 'This entry could not be opened',
  brokenEntryText:
    'It was changed or moved since it was sealed, so it is not shown. Nothing else is affected.',
  unsealingText: 'Your journal is being unsealed on this device.',
  unsealTitle: 'Unseal my journal',
  unsealText:
    'Unsealed, your writing is stored readable by us again, and search, export and the report work on our server. Your keys are then deleted.',
  unseal: 'Unseal my journal',
  unsealConfirmText:
    'Your entries will be opened on this device and sent to us readable, a batch at a time. From then on, we can read what you write, as before you sealed it. You can seal it again later.',
  unsealConfirm: 'Unseal it',
  unsealing: 'Unsealing your journal...',
  unsealingProgress: 'Opened {{done}} of {{total}} entries',
  unsealed: 'Your journal is no longer sealed.',
  unsealFailed: 'Unsealing stopped',
  unsealBroken:
    '{{count}} entries could not be opened (they were changed or moved), so they stay sealed and your journal with them. Nothing else was lost.',
  letItOpen: 'Let it open the journal',
  letItOpenTitle: 'Let another passkey open your journal',
  letItOpenText:
    'First open your journal with a passkey that already does, or with your recovery key. Then your browser asks for the passkey "{{name}}".',
  changeKeyTitle: "Change the journal's key",
  changeKeyText:
    'Lost a device, or think someone else had your journal open? Remove its passkey above, then change the key: everything is sealed again under a new key, and a device that kept the old one cannot read it any more.',
  changeKey: "Change the journal's key",
  changeKeyConfirmText:
    'A new key is made on this device and every entry is sealed again under it, a batch at a time. Your passkeys and recovery key open it as before. Other devices ask for a passkey or your recovery key the next time.',
  changeKeyConfirm: 'Change the key',
  rekeying: "Changing your journal's key...",
  rekeyingProgress: 'Sealed again {{done}} of {{total}} entries',
  rekeyed: "Your journal's key is changed.",
  rekeyFailed: 'Changing the key stopped',
  rekeyBroken:
    '{{count}} entries could not be opened (they were changed or moved), so they stay under the old key and the change waits. Nothing else was lost.',
  writesWait:
    'Some of your writing on this device has not reached us yet. Let it be sent (it goes as soon as you are online), then change the key.',
};

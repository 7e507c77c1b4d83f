/** Words several features use. */
export const common = {
  save: 'Save',
  saving: 'Saving...',
  send: 'Send',
  sending: 'Sending...',
  add: 'Add',
  remove: 'Remove',
  you: 'You',
  confirm: 'Confirm',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  loading: 'Loading',
};

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
  /** Shows the rest of a guided form's coaching, folded to one line on a phone. */
  more: 'More',
  less: 'Less',
  loading: 'Loading',
  /** A request or a page failed (notifications, the route error page). */
  somethingWentWrong: 'Something went wrong',
  closeDialog: 'Close',
  closeMessage: 'Close this message',
  pageFailed: 'This page could not be shown. Reloading usually fixes it.',
  reloadPage: 'Reload the page',
  /** Every guarded page, before it shows (app/guarded-layout.tsx). */
  checkingSession: 'Checking your session',
  sessionCheckFailed: 'We could not check your session',
  sessionCheckFailedText: 'Inner Compass did not answer. Check your connection, then try again.',
  /** The access rule's refusal (lib/subscription-required.tsx). */
  cannotWriteNow: 'You cannot write new posts right now',
  goToBilling: 'Go to Billing',
  /** A sealed journal's picture, opened on the device (components/post-picture.tsx). */
  sealedPicture: {
    opening: 'Opening the picture...',
    broken: 'This picture could not be opened',
    brokenText: 'It was changed or moved since it was sealed, so it is not shown.',
    failed: 'This picture could not be loaded. Check your connection, then reload the page.',
  },
};

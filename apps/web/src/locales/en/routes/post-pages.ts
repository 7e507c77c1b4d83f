/** The posts feature's pages (features/posts) and the form pieces they share with other forms. */
export const postPages = {
  list: {
    title: 'Your posts',
    intro: 'Everything you have written, newest first. Only you can see them.',
    newPost: 'New post',
    recentlyDeleted: 'Recently deleted',
  },
  /** pages/recently-deleted.page.tsx: posts deleted in the last RESTORE_DAYS days. */
  deleted: {
    title: 'Recently deleted',
    intro:
      'Posts you deleted stay here for {{days}} days, with their writing and pictures. Restore one to bring it back to your posts. After that, they are gone for good.',
    allPosts: 'All posts',
    list: 'Recently deleted posts',
    empty:
      'Nothing here. Posts you delete stay here for {{days}} days, in case you change your mind.',
    loading: 'Loading your recently deleted posts',
    couldNotLoad: 'We could not load your recently deleted posts',
    deletedOn: 'Deleted {{date}}',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    daysLeft_many: '{{count}} days left',
    restore: 'Restore',
    restoreLabel: 'Restore “{{title}}”',
    restored: '“{{title}}” is back in your posts.',
    notRestored: 'The post could not be restored',
    more: 'Show more',
  },
  form: {
    newTitle: 'New post',
    editTitle: 'Edit post',
    loading: 'Loading your post',
    couldNotLoad: 'We could not load this post',
    leaveBody: 'What you wrote since the last save will be lost. To keep it, stay and press Save.',
    saved: 'Your post is saved.',
    deleteTitle: 'Delete this post?',
    deleteBody:
      'It disappears from your posts, and from the community if you shared it. You can restore it from Recently deleted for {{days}} days.',
    deleteConfirm: 'Delete post',
    deleted: 'Your post is deleted. You can restore it from Recently deleted.',
    emptyName: 'an empty post',
    notSaved: 'Your post was not saved',
    clear: 'Clear',
    clearing: 'Clearing...',
    waitingForUpload: 'Save waits for the image to finish uploading.',
    basics: 'The basics',
    defaultTitle: 'Left empty, it is called “{{title}}”.',
    titleCase: 'Title case',
    titleCaseHint: 'Title case: capitalise the main words',
    image: 'Image',
    imageDescription:
      'Optional: a picture that goes with this post. Only you see it, unless you share the post.',
    moodDescription: "How you feel right now, in a word or two. It shows on the post's card.",
    sharing: 'Sharing',
    shareForResearch: 'Share privately for research',
    shareForResearchDescription:
      'Lets the Inner Compass team read this post to improve the guided exercises. It is never shown to other people.',
    shareForFeedback: 'Share anonymously for feedback',
    shareForFeedbackDescription:
      'A moderator reviews it first. Then other people can read it and suggest ideas; they see it under a pseudonym, never your name.',
  },
  /** components/share-preview-dialog.tsx: turning feedback sharing on shows the post first. */
  /** A sealed journal's post shared: it is sent readable (decision 0068). */
  sealedShare: {
    title: 'Share this post for research?',
    research:
      'Your journal is sealed, but a shared post cannot be: this one is sent readable when you save it, and the team can read it. Stop sharing it and it is sealed again.',
    feedback:
      'Your journal is sealed, but a shared post cannot be: this one is sent readable when you save it. Stop sharing it and it is sealed again.',
    confirm: 'Share it readable',
  },
  sharePreview: {
    title: 'Share this post for feedback?',
    intro:
      'This is your post as others will see it in the community: under the name {{name}}, never your name or picture.',
    afterSave:
      'It is shared when you save the post. A moderator reviews it first, and you can stop sharing at any time.',
    confirm: 'Share for feedback',
    cancel: 'Not now',
  },
  /** components/guided-form/guided-form-intro.tsx: verbose mode's switch. */
  guidance: {
    show: 'Show guidance',
    description: 'Coaching under each step. Your choice is remembered.',
    /** After a step's heading. */
    optional: '(optional)',
  },
  /** components/guided-form/draft-status.tsx: a form opened on a draft kept in the tab. */
  draft: {
    restored: 'Draft restored',
    restoredText:
      'We brought back what you wrote at {{time}}, before it was saved. Clear goes back to {{clearTo}}.',
    savedVersion: 'the saved version',
    kept: 'Draft kept in this tab at {{time}}.',
  },
  /** Beside a write that waits in the outbox (the wording). */
  outboxNote: 'Saved on this device, will sync',
  queued: {
    heading: 'Waiting to sync',
    notSaved: 'Not saved',
    discard: 'Discard',
  },
  detail: {
    loading: 'Loading the post',
    couldNotLoad: 'We could not load this post',
    allPosts: 'All posts',
    writtenBy: 'Written by <author></author>',
    /** The author reading their own post: <author> says "You" (common:you). */
    writtenByYou: 'Written by <author></author>',
    lastUpdated: 'Last updated <date>{{date}}</date>',
    shared: 'Shared anonymously for feedback: {{status}}.',
    seenAs: 'Others see it as written by {{name}}.',
    imageAlt: 'The picture added to this post',
    importedFrom: 'Imported from {{journal}}.',
    /** The journals an import reads, by the name a post imported from one keeps. */
    journals: {
      'day-one': 'Day One',
      daylio: 'Daylio',
      journiv: 'Journiv',
      markdown: 'Markdown files',
      loop: 'Loop Habit Tracker',
      'another-journal': 'another journal',
    },
    notCompleted: 'I did not complete this part.',
    nothingYet: 'Nothing written yet.',
    done: ' (done)',
    notDone: ' (not done yet)',
    notConfident: 'Not Confident At All',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    years_many: '{{count}} years',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    months_many: '{{count}} months',
  },
  /** lib/post-display.ts's APPROVAL_STATUS_LABELS, by status ('' is none). */
  status: {
    none: 'Not reviewed yet',
    needs_review: 'Waiting for review',
    approved: 'Approved',
    rejected: 'Not approved',
  },
  moderation: {
    title: 'Review',
    status: 'Status: {{status}}',
    approve: 'Approve',
    approving: 'Approving...',
    reject: 'Reject',
    rejecting: 'Rejecting...',
    approvedNote: 'Approved: the post is in the community list.',
    rejectedNote: 'Rejected: the post stays out of the community list.',
  },
  notFound: {
    title: 'Post not found',
    text: 'This post does not exist or is not yours to see.',
    goToPosts: 'Go to your posts',
  },
  couldNotReload: 'The post could not be loaded.',
  actions: {
    delete: 'Delete',
    deleting: 'Deleting...',
  },
  leave: {
    title: 'Leave without saving?',
    body: 'What you changed since the last save will be lost. To keep it, stay and press Save.',
    leave: 'Leave',
    stay: 'Stay',
  },
  mood: {
    label: 'Mood',
    placeholder: 'hopeful',
    tooLong: 'Keep the mood to {{max}} characters or fewer: it has {{length}}.',
  },
  listEditor: {
    item: 'Item {{number}}',
    itemDone: 'Item {{number}} done',
    moveUp: 'Move item {{number}} up',
    moveDown: 'Move item {{number}} down',
    remove: 'Remove item {{number}}',
    newItem: 'New item',
  },
};

/** The site's own pages: not found, coffee, privacy. */
export const site = {
  notFound: {
    title: 'Page not found',
    text: 'We looked everywhere, but this page is not here. The link may be old, or the address may have a typo.',
    home: 'Go to your home page',
  },
  test: {
    documentTitle: 'Test page',
    title: 'Test',
    text: 'This is a test page. There is nothing to try here yet.',
  },
  coffee: {
    title: 'Coffee',
    text: 'Enjoying {{product}}? A small team builds it, fuelled mostly by coffee. If it has helped you, you can <thanks>buy the team a coffee</thanks>. Thank you!',
  },
  privacy: {
    title: 'Privacy',
    intro:
      '{{product}} is a private journal. This page says, in plain words, what we keep, who can see it and how you remove it.',
    storeTitle: 'What we store',
    store: {
      contact:
        'Your contact: the mobile phone number or e-mail address you log in with. We use it to send your login codes and to reach you about your account.',
      profile: 'Your profile: your name, your city, your avatar and background image.',
      posts:
        'Your posts and everything in them: title, category, mood, beliefs, feelings, thoughts, action items, text, dates and the images you attach.',
      records:
        'Your identity record, the feelings you log, your habit trackers and the days you mark on them, and your excitement choices and results.',
      ideas: 'The ideas you send us through the ideas box.',
      billing:
        'Billing records: your subscription, invoices and payment methods. Card numbers are held by our card payment provider, never by us; we keep only what it returns, such as the card brand and last four digits.',
    },
    images:
      'Images are re-encoded when you upload them, which removes hidden data such as the location a photo was taken.',
    sealedTitle: 'A sealed journal',
    sealed:
      'You can seal your journal on your profile. Your posts and their pictures, your identity and its picture, excitement choices, daily intentions, habit titles and the feelings you log are then encrypted on your device before they reach us, and only your passkeys and your recovery key open them: we cannot read them, and neither can anyone who takes our data. We still see what lists, reminders and billing need: the kinds of your posts, their dates, drafts and deletions, habit days, counts and sizes, and the posts you share. Your profile picture and background, which others may see, are not sealed. If you lose a device, change your journal’s key on your profile: what that device kept then opens nothing new.',
    neverTitle: 'What we never do',
    never:
      'We never sell your data, never show advertising based on it and never share it with anyone except the services that run the product for us (hosting, message delivery and the card payment provider), who may use it only for that.',
    seeTitle: 'Who can see what',
    see: {
      private: 'Everything you write is private to you unless you share a post.',
      feedback:
        'A post you share anonymously for feedback is first read by our moderators. Once they approve it, other signed-in people can read it under a pseudonym: never with your name, contact, image or account id.',
      research: 'A post you share privately for research is seen only by the {{product}} team.',
      suggestions:
        "Suggestions others leave on your shared post are seen only by you and the moderators, and your own suggestions on other people's posts are anonymous.",
    },
    cookiesTitle: 'Cookies',
    cookies:
      'We use two cookies only: the session cookie that keeps you logged in, and a device cookie that remembers this browser logged in before, so nobody else can use up the login codes you may ask for. Scripts on the page cannot read either, and we use no tracking or advertising cookies.',
    deletingTitle: 'Deleting everything',
    deleting:
      'The <deletion>account deletion page</deletion> (“{{footerLink}}” at the foot of every page) removes every trace of you at once: your profile, posts, images, feelings, trackers, identity and sessions, and it cancels your subscription. There is no waiting period and nothing to e-mail.',
    questionsTitle: 'Questions',
    questions: 'Write to us at <mail>{{email}}</mail>.',
  },
};

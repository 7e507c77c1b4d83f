/** The insights page (features/insights). */
export const insights = {
  intro:
    'Patterns in what you write, feel and do: how your moods and feelings move, which habits hold, which old beliefs keep coming back, and the evidence that you are becoming who you want to be.',
  blankTitle: 'Your insights grow as you go',
  blankText:
    'Write a post with a mood, log a feeling or mark a habit day, and this page starts to show your patterns. Each section below says what it waits for.',
  couldNotLoad: 'We could not load your insights',
  loading: 'Loading your insights',
  /** A word the person wrote and how often: "calm (2)". */
  wordCount: '{{word}} ({{times}})',
  /** A belief the person wrote, in the language's quotation marks. */
  quoted: '“{{text}}”',
  trends: {
    title: 'Mood and feelings over time',
    countBy: 'Count by',
    byWeek: 'By week',
    byMonth: 'By month',
    couldNotLoad: 'We could not load your mood and feelings',
    loading: 'Loading your mood and feelings',
    topWordsWeeks:
      'The five words you used most in these weeks, each with its colour; every other word is counted as other.',
    topWordsMonths:
      'The five words you used most in these months, each with its colour; every other word is counted as other.',
    moods: {
      title: 'Moods of your posts',
      description:
        'The mood you gave each post, split at commas, by the week or month you wrote the post.',
      empty:
        'No post with a mood in this time yet. Give your next post a mood and it will show here.',
      total_one: '{{formatted}} mood word',
      total_other: '{{formatted}} mood words',
      total_many: '{{formatted}} mood words',
    },
    feelings: {
      title: 'Feelings you logged',
      description: 'The words you saved on the Feelings page, by when you saved them.',
      empty:
        'No feelings logged in this time yet. Name one on the Feelings page and it will show here.',
      total_one: '{{formatted}} feeling',
      total_other: '{{formatted}} feelings',
      total_many: '{{formatted}} feelings',
    },
    feelingGroups: {
      title: 'Feelings on the mood meter',
      description:
        'The same words by how pleasant they are and how much energy they carry; words outside the vocabulary count as other words.',
      empty:
        'No feelings logged in this time yet. Name one on the Feelings page and it will show here.',
      total_one: '{{formatted}} feeling',
      total_other: '{{formatted}} feelings',
      total_many: '{{formatted}} feelings',
    },
  },
  chart: {
    /** The bar of every word beyond the five most used. */
    other: 'other',
    summaryWeeks: '{{total}} in the last {{periods}} weeks. Most often: {{top}}.',
    summaryMonths: '{{total}} in the last {{periods}} months. Most often: {{top}}.',
    captionWeek: '{{title}}, per week',
    captionMonth: '{{title}}, per month',
    week: 'Week',
    month: 'Month',
    weekOf: 'Week of {{date}}',
  },
  newFeelings: {
    title: 'New feelings this month',
    intro: 'Words you logged on the <anchor>Feelings</anchor> page this month and never before.',
    none: 'No new words yet this month. A new word is a feeling you have learned to name.',
    since_one: 'since {{date}}, {{formatted}} time',
    since_other: 'since {{date}}, {{formatted}} times',
    since_many: 'since {{date}}, {{formatted}} times',
  },
  byCategory: {
    title: 'Feelings that come with each exercise',
    intro:
      'The feelings you wrote in the feelings step of your posts, counted by the kind of post. Only feelings written inside a post are linked to its exercise; the Feelings page log is not.',
    none: 'None yet. Exercises such as Calm an Anxious Mind or {{problem}} ask what you feel; your answers gather here.',
    posts_one: '{{formatted}} post',
    posts_other: '{{formatted}} posts',
    posts_many: '{{formatted}} posts',
  },
  habits: {
    title: 'Your habit year',
    intro:
      'The last 365 days of your <anchor>habit trackers</anchor>, from {{date}} to today. The darker a day, the more habits you marked.',
    none: 'You have no habit trackers yet. Open Habit trackers to start three, then mark the days you keep them.',
    dayNone: '{{date}}: nothing marked',
    day_one: '{{date}}: {{formatted}} habit marked',
    day_other: '{{date}}: {{formatted}} habits marked',
    day_many: '{{date}}: {{formatted}} habits marked',
    caption: 'Each tracker over the year',
    habit: 'Habit',
    daysMarked: 'Days marked',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    strength: 'Strength',
    days_one: '{{formatted}} day',
    days_other: '{{formatted}} days',
    days_many: '{{formatted}} days',
    weeks_one: '{{formatted}} week',
    weeks_other: '{{formatted}} weeks',
    weeks_many: '{{formatted}} weeks',
    faded: '{{streak}}, faded',
    perMonth: 'Days marked per month',
    month: 'Month',
  },
  beliefs: {
    title: 'Beliefs that come back',
    intro:
      'The limiting beliefs of your {{relabel}} and {{problem}} posts, the most frequent first, and the preferred beliefs you wrote beside them. A belief counts as the same when only capitals, spaces or the last punctuation differ. A preferred belief keeps returning when you wrote it in more than one post, of any kind.',
    none: 'None yet. When a {{relabel}} or {{problem}} post names an old label or a fear, it shows here with how often it returns.',
    /** After the belief in quotes. */
    seen_one: 'in {{formatted}} post, from {{from}} to {{to}}',
    seen_other: 'in {{formatted}} posts, from {{from}} to {{to}}',
    seen_many: 'in {{formatted}} posts, from {{from}} to {{to}}',
    notReplaced: 'No preferred belief written beside it yet.',
    replacedNotBack: 'First replaced on {{date}}; it has not come back since.',
    replacedCameBack_one: 'First replaced on {{date}}; it came back in {{formatted}} post since.',
    replacedCameBack_other:
      'First replaced on {{date}}; it came back in {{formatted}} posts since.',
    replacedCameBack_many: 'First replaced on {{date}}; it came back in {{formatted}} posts since.',
    /** After the preferred belief in quotes. */
    preferred_one: ': in {{formatted}} post, last on {{date}}',
    preferred_other: ': in {{formatted}} posts, last on {{date}}',
    preferred_many: ': in {{formatted}} posts, last on {{date}}',
    keepsReturning: 'keeps returning',
  },
  excitement: {
    title: 'Following your excitement',
    none: 'You have not taken action on an option yet. <anchor>Choose your most exciting option</anchor> and record what happened.',
    record_one: 'You took action on {{formatted}} option and recorded the results of {{recorded}}.',
    record_other:
      'You took action on {{formatted}} options and recorded the results of {{recorded}}.',
    record_many:
      'You took action on {{formatted}} options and recorded the results of {{recorded}}.',
    untitled: 'Untitled',
    chosenOver: '{{date}}, chosen over {{options}}',
    status: {
      recorded: 'Results recorded',
      open: 'Waiting for results',
      setAside: 'Set aside',
    },
  },
  evidence: {
    title: 'Evidence for who you are becoming',
    none: '<anchor>Write who you want to be</anchor>, and from then on the action items you tick off and the habit days you mark gather here as evidence.',
    since:
      'Since you last wrote your <anchor>identity</anchor>, on {{date}}. Action items keep no date of their own, so the ones counted are those ticked off in posts written since then.',
    itemsDone: 'Action items done',
    postsFrom: 'Posts they came from',
    habitDays: 'Habit days marked',
    preferredYouList: 'The Preferred You list',
    ofDone: '{{complete}} of {{total}} done',
  },
  sealedTitle: 'Your journal is sealed',
  sealedText:
    'These figures come from our server, which cannot read inside your sealed entries: it counts them by their kind and date, and leaves out their beliefs, action items, choices and words. Your feelings log and habits are counted as before.',
};

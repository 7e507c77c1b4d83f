import { POST_CATEGORIES, type PostCategory } from './post-categories.ts';
import type { PostStepKey } from './post-fields.ts';

export { isPostCategory, POST_CATEGORIES, type PostCategory } from './post-categories.ts';

export type PostStep = {
  key: PostStepKey;
  /** Shown above the block. */
  heading: string;
  /** The coaching text, shown in verbose mode. */
  helper: string;
  placeholder?: string;
  /** An empty optional step reads "I did not complete this part." on the detail page. */
  optional?: boolean;
};

export type PostType = {
  category: PostCategory;
  /** Name of the exercise, as a page heading. */
  title: string;
  /** Short name for buttons, selects and card labels. */
  label: string;
  /** Given to a post saved without a title; null: the card shows "Working Title". */
  defaultTitle: string | null;
  /** Focus categories have their own flow: no category selector and no title block. */
  focus: boolean;
  /** May be shared anonymously for feedback (docs/product.md section 3). */
  shareable: boolean;
  titleField: string;
  titlePlaceholder: string;
  /** One sentence on what the exercise is for, shown at the top of the form. */
  purpose: string;
  /**
   * About how long the exercise takes, in minutes, as its chips and the category select say:
   * from its steps, a minute or two each, the optional ones counted short.
   */
  minutes: number;
  steps: PostStep[];
};

/*
 * The guided exercises. The spec names the categories, their default titles, the shareable
 * set and the step blocks; it leaves each category's steps to be implied by its purpose. The
 * steps and the coaching below are our choice, written the way a coach would walk someone
 * through the exercise: notice, feel, question the belief, choose a better one, act.
 */
const types: Record<PostCategory, PostType> = {
  align: {
    category: 'align',
    title: 'Align With Who You Are',
    label: 'Align',
    defaultTitle: 'Back in Alignment',
    focus: false,
    shareable: false,
    minutes: 10,
    titleField: 'What do you want to feel aligned about?',
    titlePlaceholder: 'My work, my home, my day...',
    purpose:
      'For the moments you feel off course: notice where you drifted, then choose the version of you that feels like home.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'Where do you feel out of alignment?',
        helper:
          'Describe the situation plainly, as a friend would if they were watching. What is happening, and what part of it does not feel like you?',
        placeholder: 'I said yes to something I did not want to do...',
      },
      {
        key: 'feelingsList',
        heading: 'What are you feeling?',
        helper:
          'Name each feeling in a word or two: tense, resentful, tired, unsure. Naming a feeling is the first step to letting it move through you.',
        placeholder: 'uneasy',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What would the aligned you believe?',
        helper:
          'Imagine yourself on a day you feel fully yourself. What does that person believe about this situation? Write each belief as a simple, present-tense sentence.',
        placeholder: 'I am allowed to say no kindly.',
      },
      {
        key: 'identity',
        heading: 'Who are you when you are aligned?',
        helper:
          'Describe yourself at your best, in the present tense, as if it is already true. Keep it short enough to remember during the day.',
        placeholder: 'I am calm, honest and clear about what matters to me.',
      },
      {
        key: 'actionItems',
        heading: 'One step back into alignment',
        helper:
          'Choose small actions you can take today that the aligned you would take. Small is the point: one honest sentence, one walk, one boundary.',
        placeholder: 'Tell Sam I can help next week instead',
        optional: true,
      },
    ],
  },
  anxiety: {
    category: 'anxiety',
    title: 'Calm an Anxious Mind',
    label: 'Anxiety',
    defaultTitle: 'Everything is Perfect',
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'What is worrying you?',
    titlePlaceholder: 'The presentation on Friday',
    purpose:
      'Anxiety is a story about a future that has not happened. Write the story down, look at it in daylight, and choose one you would rather live in.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What is happening right now?',
        helper:
          'Stay with the facts of this moment, not the what-ifs. Where are you, what is actually in front of you, and what set the worry off?',
        placeholder: 'I have a presentation on Friday and I keep replaying what could go wrong.',
      },
      {
        key: 'feelingsList',
        heading: 'Name what you feel',
        helper:
          'One feeling per line: scared, restless, ashamed, tight in the chest. You do not need to fix them, only to see them.',
        placeholder: 'restless',
      },
      {
        key: 'negativeBeliefs',
        heading: 'What are you afraid will happen?',
        helper:
          'Write each fear as the belief underneath it: "If I stumble, they will think I am not good enough." Seeing a belief written down makes it something you have, not something you are.',
        placeholder: 'If I forget a line, everyone will think I am a fraud.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What would you prefer to believe?',
        helper:
          'For each fear, write a belief you would rather hold, one that is kind and also believable. "Everything is happening for me" is a good place to start.',
        placeholder: 'People want me to do well, and I know my subject.',
      },
      {
        key: 'preferredThoughts',
        heading: 'What will you tell yourself when the worry comes back?',
        helper:
          'Write the words you will say to yourself the next time your mind races. Make them short and true, like something a wise friend would say.',
        placeholder: 'I have prepared. I only need to do the next minute well.',
      },
      {
        key: 'actionItems',
        heading: 'One small step',
        helper:
          'Anxiety eases when we act on what is ours to do. List the small, concrete things within your control, and let the rest go for now.',
        placeholder: 'Rehearse the first two minutes out loud',
        optional: true,
      },
    ],
  },
  dailyintention: {
    category: 'dailyintention',
    title: 'Daily Intention',
    label: 'Daily Intention',
    defaultTitle: 'Daily Intention',
    focus: true,
    shareable: false,
    minutes: 5,
    titleField: 'Title',
    titlePlaceholder: 'Daily Intention',
    purpose:
      'Set the tone of your day in three steps: decide what you intend, imagine how it feels, and choose how you will act on it.',
    steps: [
      {
        key: 'intention',
        heading: '1. Intention',
        helper:
          'What do you intend for today? Write it as if it is already happening: "Today I move through my work with ease."',
        placeholder: 'Today I listen more than I speak.',
      },
      {
        key: 'feelingsList',
        heading: '2. Imagine',
        helper:
          'Close your eyes for a moment and imagine the day going that way. Which feelings come up? List them; the first three become the mood of this intention.',
        placeholder: 'peaceful',
      },
      {
        key: 'actionItems',
        heading: '3. Act',
        helper:
          'Which actions would someone living this intention take today? Keep the list short and doable, and tick them off as you go.',
        placeholder: 'Ask one real question in the team meeting',
        optional: true,
      },
    ],
  },
  didwrong: {
    category: 'didwrong',
    title: 'I Did Something Wrong',
    label: 'Did Something Wrong',
    defaultTitle: 'I Am Learning',
    focus: false,
    shareable: false,
    minutes: 15,
    titleField: 'What happened, in a few words?',
    titlePlaceholder: 'I snapped at my brother',
    purpose:
      'Guilt is useful for a moment and harmful for a lifetime. Own what happened, see yourself with compassion, and put it right where you can.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What did you do?',
        helper:
          'Describe it honestly and without decoration, the way you would tell someone you trust. Include what you did, not only what they did.',
        placeholder: 'I raised my voice when he asked for help again.',
      },
      {
        key: 'feelingsList',
        heading: 'What do you feel about it now?',
        helper: 'List the feelings one by one: guilty, embarrassed, defensive, sad.',
        placeholder: 'ashamed',
      },
      {
        key: 'basicNegativeBeliefs',
        heading: 'What are you telling yourself about you?',
        helper:
          'Notice the verdicts: "I am a bad brother", "I always ruin things." Write them down so you can see them for what they are: beliefs, not facts.',
        placeholder: 'I always lose my temper.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What does a kinder, truer view say?',
        helper:
          'If your best friend had done this, what would you tell them? Write beliefs that hold you responsible and still worthy of love.',
        placeholder: 'I made a mistake, and I can make it right.',
      },
      {
        key: 'actionItems',
        heading: 'How will you make amends?',
        helper:
          'List what you can do to repair the harm: an apology, a conversation, a practical help. Choose things you can do this week.',
        placeholder: 'Call him tonight and apologise without excuses',
        optional: true,
      },
      {
        key: 'actionItemsNot',
        heading: 'What will you do differently next time?',
        helper:
          'Name the habit you are letting go of, and what you will do instead when the same moment comes again.',
        placeholder: 'Take three breaths before I answer when I am tired',
        optional: true,
      },
    ],
  },
  excitement: {
    category: 'excitement',
    title: 'Follow Your Excitement',
    label: 'Excitement',
    defaultTitle: 'Take Action',
    focus: true,
    shareable: false,
    minutes: 5,
    titleField: 'What did you choose to do?',
    titlePlaceholder: 'Take a walk',
    purpose:
      'You acted on your most exciting option. Record what happened, especially what you did not expect: that is where the signal is.',
    steps: [
      {
        key: 'summary',
        heading: 'What happened?',
        helper:
          'Tell the story of what you did and how it went. Include how it felt while you were doing it, not only the outcome.',
        placeholder: 'I went for the walk and ended up talking to a neighbour...',
      },
      {
        key: 'unexpected',
        heading: 'What did you not expect?',
        helper:
          'Following your excitement often leads somewhere you did not plan. Note the surprises, the synchronicities and the doors that opened.',
        placeholder: 'She told me about a pottery class I have wanted to try for years.',
        optional: true,
      },
    ],
  },
  failure: {
    category: 'failure',
    title: 'Learn From a Failure',
    label: 'Failure',
    defaultTitle: 'What I Learned',
    focus: false,
    shareable: false,
    minutes: 10,
    titleField: 'What did not work out?',
    titlePlaceholder: 'The job interview',
    purpose:
      'A failure is an experiment that returned data. Look at it calmly, take the lesson, and decide your next move.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What did not go the way you wanted?',
        helper: 'Describe what you tried, what you hoped for and what actually happened.',
        placeholder: 'I was not offered the job after the final interview.',
      },
      {
        key: 'feelingsList',
        heading: 'How do you feel?',
        helper: 'List your feelings honestly. Disappointment is a sign that you cared.',
        placeholder: 'disappointed',
      },
      {
        key: 'positiveBeliefs',
        heading: 'What did you learn, and what went well?',
        helper:
          'Every attempt teaches something. What do you know now that you did not before? What did you do well that you want to keep?',
        placeholder:
          'I am good at explaining my past work; I need more practice with case questions.',
      },
      {
        key: 'nextActionItems',
        heading: 'Your next steps',
        helper: 'Turn the lesson into action. What will you try next, and when?',
        placeholder: 'Practise two case questions a week',
        optional: true,
      },
    ],
  },
  identity: {
    category: 'identity',
    title: 'The Preferred You',
    label: 'Identity',
    defaultTitle: 'My Self Definition',
    focus: true,
    shareable: true,
    minutes: 5,
    titleField: 'Title',
    titlePlaceholder: 'My Self Definition',
    purpose:
      'Define the person you choose to be. You will return to this often; let it grow with you.',
    steps: [
      {
        key: 'identity',
        heading: 'This is who I am',
        helper:
          'Write about yourself in the present tense, as the person you are becoming: what you value, how you treat people, how you meet hard days. Write it as true now, because identity comes before action.',
        placeholder: 'This is who I am...',
      },
      {
        key: 'preferredThoughts',
        heading: 'Thoughts I choose to think',
        helper:
          'Which thoughts does this person think every day? Write the ones you want to practise until they become yours.',
        placeholder: 'I am enough, and I keep growing.',
        optional: true,
      },
      {
        key: 'actionItems',
        heading: 'Things the preferred me does',
        helper:
          'List the actions that prove this identity, small and repeatable. They appear in the top bar as your action items, so you can tick them off each day.',
        placeholder: 'Drink a glass of water when I wake up',
        optional: true,
      },
    ],
  },
  journal: {
    category: 'journal',
    title: 'Journal',
    label: 'Journal',
    defaultTitle: 'Journal Post',
    focus: false,
    shareable: false,
    minutes: 5,
    titleField: 'Title',
    titlePlaceholder: 'A quiet Sunday',
    purpose: 'Write freely. Clearing your mind on paper makes room for what matters.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What is on your mind?',
        helper:
          'Start anywhere: what happened today, what you keep thinking about, what you are grateful for. There is no wrong way to do this.',
        placeholder: 'Today I...',
      },
      {
        key: 'feelingsList',
        heading: 'How are you feeling?',
        helper: 'A few words, one per line. Over time these show you your patterns.',
        placeholder: 'grateful',
        optional: true,
      },
      {
        key: 'preferredThoughts',
        heading: 'What do you want to take from today?',
        helper: 'One thought, lesson or memory worth keeping.',
        placeholder: 'Slow mornings make better days.',
        optional: true,
      },
      {
        key: 'actionItems',
        heading: 'Anything to do?',
        helper: 'If writing brought up something to act on, note it here.',
        placeholder: 'Call Grandma',
        optional: true,
      },
    ],
  },
  manifest: {
    category: 'manifest',
    title: 'Manifest',
    label: 'Manifest',
    defaultTitle: null,
    focus: false,
    shareable: false,
    minutes: 10,
    titleField: 'What do you intend to manifest?',
    titlePlaceholder: 'A calm, creative morning routine',
    purpose: 'Decide what you want, feel it as real, and act as the person who already has it.',
    steps: [
      {
        key: 'intention',
        heading: 'Your intention',
        helper:
          'Describe what you want as clearly as you can, in the present tense, as if it is already here.',
        placeholder: 'I start each day with an hour that is mine.',
      },
      {
        key: 'feelingsList',
        heading: 'How does having it feel?',
        helper:
          'Imagine it is real. Which feelings come? List them; feeling them now is how you tune yourself to it.',
        placeholder: 'spacious',
      },
      {
        key: 'confidenceYears',
        heading: 'How soon do you believe it can happen?',
        helper:
          'Be honest: your answer shows how much you believe it. If it feels far away, the beliefs below are where to work.',
      },
      {
        key: 'actionItems',
        heading: 'Act as if',
        helper: 'What would you do today if it were already true? List those actions.',
        placeholder: 'Go to bed at ten',
        optional: true,
      },
      {
        key: 'thisWillWorkBecause',
        heading: 'This will work because...',
        helper: 'Give your reasons to trust this. Evidence from your own life counts most.',
        placeholder: 'I have changed my habits before when I cared enough.',
        optional: true,
      },
    ],
  },
  manifestthing: {
    category: 'manifestthing',
    title: 'Manifest: Feelings Method',
    label: 'Manifest: Feelings Method',
    defaultTitle: null,
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'What do you want to manifest?',
    titlePlaceholder: 'A home with a garden',
    purpose:
      'We want things for the feelings we believe they will bring. Find those feelings and start living in them now; the thing tends to follow.',
    steps: [
      {
        key: 'intention',
        heading: 'What do you want?',
        helper:
          'Describe it in detail: what it looks like, where it is, who is with you. Let yourself want it fully.',
        placeholder: 'A small house with a garden where friends come for dinner.',
      },
      {
        key: 'feelingsList',
        heading: 'How will you feel when you have it?',
        helper:
          'List the feelings you expect it to bring: safe, proud, free, at peace. These are what you are really after.',
        placeholder: 'rooted',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What does someone who already has it believe?',
        helper:
          'Write the beliefs of the person who lives this life. Read them back slowly and notice which ones you already hold.',
        placeholder: 'I deserve a home that feels like me.',
      },
      {
        key: 'confidenceYears',
        heading: 'How soon do you believe it can happen?',
        helper: 'Answer honestly. This is a measure of belief, not a deadline.',
      },
      {
        key: 'actionItems',
        heading: 'Feel it now',
        helper:
          'Which actions give you those feelings today, before the thing arrives? Do them on purpose.',
        placeholder: 'Grow herbs on the windowsill',
        optional: true,
      },
      {
        key: 'thisWillWorkBecause',
        heading: 'This will work because...',
        helper:
          'Write why you trust the process. Remind yourself of things that already came to you.',
        optional: true,
      },
    ],
  },
  manifesttrait: {
    category: 'manifesttrait',
    title: 'Manifest: Feeling',
    label: 'Manifest: Feeling',
    defaultTitle: 'Feeling',
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'Which feeling do you choose?',
    titlePlaceholder: 'Confident',
    purpose:
      'A feeling is a state you can practise. Choose the one you want more of, find what blocks it, and rehearse it until it is familiar.',
    steps: [
      {
        key: 'intention',
        heading: 'The feeling you want to live in',
        helper:
          'Describe the feeling and what your days look like when it is there: how you stand, speak, decide.',
        placeholder: 'I feel confident: I speak up, I ask for what I need.',
      },
      {
        key: 'currentSituation',
        heading: 'Where is it missing now?',
        helper: 'Name the places and moments where this feeling disappears.',
        placeholder: 'In meetings with senior people.',
      },
      {
        key: 'basicNegativeBeliefs',
        heading: 'What blocks it?',
        helper:
          'List the beliefs that stand between you and this feeling. They often start with "I am not..." or "People will...".',
        placeholder: 'I am not experienced enough to have an opinion.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'Beliefs that let the feeling in',
        helper: 'For each block, write a belief that makes room for the feeling.',
        placeholder: 'My view is useful because it is different.',
      },
      {
        key: 'preferredThoughts',
        heading: 'Your practice thought',
        helper: 'One sentence to repeat when you want to step into the feeling.',
        placeholder: 'I belong in this room.',
        optional: true,
      },
      {
        key: 'actionItems',
        heading: 'Rehearse it',
        helper: 'Small acts that practise this feeling. Repetition makes it yours.',
        placeholder: 'Say one thing in the next meeting',
        optional: true,
      },
    ],
  },
  manifestwall: {
    category: 'manifestwall',
    title: 'Manifest: Wall Method',
    label: 'Manifest: Wall Method',
    defaultTitle: null,
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'What do you want to manifest?',
    titlePlaceholder: 'A job I love',
    purpose:
      'Between you and what you want stands a wall of limiting beliefs. Name each brick, then replace it with a belief that lets you through.',
    steps: [
      {
        key: 'intention',
        heading: 'What is on the other side of the wall?',
        helper: 'Describe what you want, clearly and in the present tense.',
        placeholder: 'I do work I love with people I respect.',
      },
      {
        key: 'wall',
        heading: 'The wall: your limiting beliefs',
        helper:
          'Write every reason your mind gives for why you cannot have it. One brick per line. Do not argue with them yet; just get them all out.',
        placeholder: 'There are no good jobs in my field.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'Replace each brick',
        helper:
          'For each limiting belief, write a preferred belief that is just as believable and far more useful.',
        placeholder: 'Good jobs exist, and people find them every day.',
      },
      {
        key: 'confidenceYears',
        heading: 'How soon do you believe it can happen now?',
        helper: 'With the wall taken apart, how confident do you feel?',
      },
      {
        key: 'actionItems',
        heading: 'Walk through',
        helper: 'What will you do now that the wall is down?',
        placeholder: 'Message two people who do work I admire',
        optional: true,
      },
      {
        key: 'thisWillWorkBecause',
        heading: 'This will work because...',
        helper: 'Your reasons, in your words.',
        optional: true,
      },
    ],
  },
  problem: {
    category: 'problem',
    title: 'I Have a Problem',
    label: 'I Have a Problem',
    defaultTitle: 'Problem Solved',
    focus: false,
    shareable: false,
    minutes: 20,
    titleField: 'What is the problem?',
    titlePlaceholder: 'Money is tight this month',
    purpose:
      'A problem feels smaller once it is on paper. Separate the facts from the fears, find the belief underneath, and decide what you will do.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'Describe the problem',
        helper: 'Write the facts only: what is happening, since when, and what is at stake.',
        placeholder: 'Rent is due in ten days and I am 300 short.',
      },
      {
        key: 'feelingsList',
        heading: 'How does it make you feel?',
        helper: 'One feeling per line.',
        placeholder: 'worried',
      },
      {
        key: 'basicNegativeBeliefs',
        heading: 'What does it say about you, in your mind?',
        helper:
          'Problems often hook into an old belief about ourselves: "I am bad with money", "I never catch a break." Write yours down.',
        placeholder: 'I am bad with money.',
      },
      {
        key: 'negativeBeliefs',
        heading: 'What are you afraid will happen?',
        helper: 'List the outcomes you fear. Seeing them written down takes some of their power.',
        placeholder: 'I will lose the flat.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What would you rather believe?',
        helper: 'For each belief and fear, write a preferred belief that opens a door.',
        placeholder: 'I have solved money problems before.',
      },
      {
        key: 'positiveBeliefs',
        heading: 'What could be good about this?',
        helper:
          'Look for the gift in the problem: what it is teaching you, what it pushes you to change, who it brings you closer to.',
        placeholder: 'It is making me finally look at where my money goes.',
        optional: true,
      },
      {
        key: 'actionItems',
        heading: 'What will you do?',
        helper: 'List concrete steps, smallest first. Action turns a problem into a plan.',
        placeholder: 'Ask the landlord for a week',
        optional: true,
      },
      {
        key: 'actionItemsNot',
        heading: 'What will you stop doing?',
        helper: 'Sometimes the solution is to stop something. Name it.',
        placeholder: 'Checking my balance ten times a day',
        optional: true,
      },
    ],
  },
  question: {
    category: 'question',
    title: 'Ask a Question',
    label: 'Question',
    defaultTitle: null,
    focus: false,
    shareable: true,
    minutes: 5,
    titleField: 'Your question',
    titlePlaceholder: 'Should I move to the coast?',
    purpose:
      'You often know more than you think. Ask the question clearly, then listen for the answer that comes when you are quiet.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What is behind the question?',
        helper: 'Give the context: why you are asking now, and what depends on the answer.',
        placeholder: 'I have an offer to work remotely and I miss the sea.',
      },
      {
        key: 'answer',
        heading: 'The answer',
        helper:
          'Breathe slowly for a minute, read your question again, and write whatever comes, without editing. Then read it back: which part makes you feel lighter?',
        placeholder: 'What comes to me is...',
      },
      {
        key: 'actionItems',
        heading: 'What will you do with the answer?',
        helper: 'A question answered deserves a step. What is yours?',
        placeholder: 'Spend a weekend there in March',
        optional: true,
      },
    ],
  },
  recast: {
    category: 'recast',
    title: 'Recast a Story',
    label: 'Recast',
    defaultTitle: 'A New Story',
    focus: false,
    shareable: false,
    minutes: 10,
    titleField: 'Which story do you want to recast?',
    titlePlaceholder: 'The year I lost my job',
    purpose:
      'The events of your life are fixed; the story you tell about them is not. Recast an old story so it serves the person you are now.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'The story as you usually tell it',
        helper: 'Write it the way you normally tell it, with the usual ending.',
        placeholder: 'I was let go, and it proved I was never good enough.',
      },
      {
        key: 'negativeBeliefs',
        heading: 'What the old story made you believe',
        helper: 'List the beliefs this story left behind.',
        placeholder: 'Security can be taken from me at any time.',
      },
      {
        key: 'positiveBeliefs',
        heading: 'The same events, recast',
        helper:
          'Tell the story again as the hero of it: what you survived, what you learned, what it led to that you value now.',
        placeholder: 'Losing that job pushed me into the work I actually love.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What the new story lets you believe',
        helper: 'List the beliefs that come with the recast story.',
        placeholder: 'I land on my feet.',
      },
      {
        key: 'nextActionItems',
        heading: 'Living the new story',
        helper: 'What will you do differently now that you tell it this way?',
        optional: true,
      },
    ],
  },
  relabel: {
    category: 'relabel',
    title: 'Relabel',
    label: 'Relabel',
    defaultTitle: null,
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'What do you want to relabel?',
    titlePlaceholder: 'Being the quiet one',
    purpose:
      'A label is a belief in a single word. Find the label you have given something, and choose a truer, kinder one.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What happened, or what is it?',
        helper: 'Describe the thing, the trait or the event you have been labelling.',
        placeholder: 'I rarely speak first in groups.',
      },
      {
        key: 'negativeBeliefs',
        heading: 'The old label',
        helper: 'Which words have you been using for it? Write each one.',
        placeholder: 'Shy. Boring.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'The new label',
        helper: 'Choose words that describe the same thing in a more accurate, useful way.',
        placeholder: 'Thoughtful. A good listener.',
      },
      {
        key: 'positiveBeliefs',
        heading: 'Evidence for the new label',
        helper: 'List moments from your life that prove the new label is true.',
        placeholder: 'Friends call me when they need someone to really listen.',
      },
      {
        key: 'preferredThoughts',
        heading: 'How you will think of it from now on',
        helper: 'One sentence to remember the new label by.',
        optional: true,
      },
      {
        key: 'nextActionItems',
        heading: 'Next steps',
        helper: 'How will you live the new label this week?',
        optional: true,
      },
    ],
  },
  relationship: {
    category: 'relationship',
    title: 'Relationship Problems',
    label: 'Relationship Problems',
    defaultTitle: 'I am a Loving Person',
    focus: false,
    shareable: true,
    minutes: 20,
    titleField: 'Which relationship?',
    titlePlaceholder: 'Me and my partner',
    purpose:
      'You cannot change another person, but you can change how you show up. Look at the situation, your part in it, and who you choose to be.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What is going on between you?',
        helper: 'Describe what happened or keeps happening, as fairly as you can to both of you.',
        placeholder: 'We argue about chores every evening.',
      },
      {
        key: 'feelingsList',
        heading: 'What do you feel?',
        helper: 'One feeling per line, including the ones under the anger.',
        placeholder: 'unappreciated',
      },
      {
        key: 'negativeBeliefs',
        heading: 'What are you believing about them, or about you?',
        helper:
          'Write the beliefs that fuel the conflict: "They do not care", "I always have to...".',
        placeholder: 'They do not notice anything I do.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What would a loving view believe?',
        helper: 'For each belief, write one that assumes good faith on both sides.',
        placeholder: 'We both want a calm home; we just see the mess differently.',
      },
      {
        key: 'identity',
        heading: 'Who do you choose to be in this relationship?',
        helper: 'Describe yourself as the partner, friend or family member you want to be.',
        placeholder: 'I am a loving person who asks for what I need clearly.',
      },
      {
        key: 'actionItems',
        heading: 'What will you do?',
        helper: 'Choose actions that come from that person.',
        placeholder: 'Suggest a weekly chores plan on Sunday',
        optional: true,
      },
      {
        key: 'actionItemsNot',
        heading: 'What will you stop doing?',
        helper: 'Name the habits that keep the conflict going.',
        placeholder: 'Keeping score',
        optional: true,
      },
    ],
  },
  trust: {
    category: 'trust',
    title: 'Trust',
    label: 'Trust',
    defaultTitle: null,
    focus: false,
    shareable: true,
    minutes: 15,
    titleField: 'What are you learning to trust?',
    titlePlaceholder: 'That things will work out with the move',
    purpose:
      'Trust is choosing to do your part and let go of the rest. Separate what is yours to do from what is not, and set the rest down.',
    steps: [
      {
        key: 'currentSituation',
        heading: 'What are you trying to control?',
        helper: 'Describe the situation you keep turning over in your mind.',
        placeholder: 'The sale of our flat, and whether the buyers will pull out.',
      },
      {
        key: 'negativeBeliefs',
        heading: 'What do you fear if you let go?',
        helper: 'List the fears that keep you holding on.',
        placeholder: 'If I stop checking, something will go wrong.',
      },
      {
        key: 'preferredBeliefs',
        heading: 'What would you believe if you trusted?',
        helper: 'Write beliefs that let you rest.',
        placeholder: 'Things are unfolding in the right order.',
      },
      {
        key: 'actionItems',
        heading: 'What is yours to do',
        helper: 'List what is truly within your control, and do it well.',
        placeholder: 'Send the documents by Tuesday',
        optional: true,
      },
      {
        key: 'actionItemsNot',
        heading: 'What you let go of',
        helper: 'List what is not yours to carry. Write it and put it down.',
        placeholder: 'What the buyers decide',
        optional: true,
      },
      {
        key: 'thisWillWorkBecause',
        heading: 'Why you can trust',
        helper: 'Remember times things worked out without your control. Write them here.',
        optional: true,
      },
    ],
  },
};

export const POST_TYPES: Readonly<Record<PostCategory, PostType>> = types;

export function getPostType(category: PostCategory): PostType {
  return POST_TYPES[category];
}

/** The product's list of categories that may be shared anonymously for feedback. */
export const SHAREABLE_CATEGORIES = POST_CATEGORIES.filter((c) => POST_TYPES[c].shareable);

/** Dashboard category buttons, in docs/product.md's order (section 2, "Dashboard buttons"). */
export const DASHBOARD_CATEGORY_BUTTONS: ReadonlyArray<{ label: string; category: PostCategory }> =
  [
    { label: 'Align', category: 'align' },
    { label: 'Daily Intention', category: 'dailyintention' },
    { label: 'Journal', category: 'journal' },
    { label: 'Relationship Problems', category: 'relationship' },
    { label: 'Anxiety', category: 'anxiety' },
    { label: 'I Have a Problem', category: 'problem' },
    { label: 'Did Something Wrong', category: 'didwrong' },
    { label: 'Manifest: Feelings Method', category: 'manifestthing' },
    { label: 'Manifest: Wall Method', category: 'manifestwall' },
    { label: 'Manifest: Feeling', category: 'manifesttrait' },
    { label: 'Question', category: 'question' },
    { label: 'Relabel', category: 'relabel' },
    { label: 'Trust', category: 'trust' },
  ];

/**
 * The posts list's category filter (docs/product.md, "Posts list"): "All" plus these; manifest
 * also shows manifestwall posts.
 */
export const POST_FILTER_CATEGORIES: ReadonlyArray<{
  value: PostCategory;
  label: string;
  includes: readonly PostCategory[];
}> = [
  { value: 'excitement', label: 'Excitement', includes: ['excitement'] },
  { value: 'dailyintention', label: 'Daily Intention', includes: ['dailyintention'] },
  { value: 'journal', label: 'Journal', includes: ['journal'] },
  { value: 'manifest', label: 'Manifest', includes: ['manifest', 'manifestwall'] },
  { value: 'question', label: 'Question', includes: ['question'] },
  { value: 'relabel', label: 'Relabel', includes: ['relabel'] },
  { value: 'trust', label: 'Trust', includes: ['trust'] },
  { value: 'identity', label: 'Identity', includes: ['identity'] },
];

import type { PostCategory } from '@app/domain/post-types.ts';

/*
 * The exercises' names, as the domain's POST_TYPES labels say them (the API and the printable
 * report use those; e2e/languages.spec.ts checks the two agree). Written out rather than read
 * from POST_TYPES, whose coaching texts would otherwise land in every page's entry chunk.
 */
export const categories: {
  label: Record<PostCategory, string>;
  purpose: Record<PostCategory, string>;
  duration: string;
} = {
  label: {
    align: 'Align',
    anxiety: 'Anxiety',
    dailyintention: 'Daily Intention',
    didwrong: 'Did Something Wrong',
    excitement: 'Excitement',
    failure: 'Failure',
    identity: 'Identity',
    journal: 'Journal',
    manifest: 'Manifest',
    manifestthing: 'Manifest: Feelings Method',
    manifesttrait: 'Manifest: Feeling',
    manifestwall: 'Manifest: Wall Method',
    problem: 'I Have a Problem',
    question: 'Question',
    recast: 'Recast',
    relabel: 'Relabel',
    relationship: 'Relationship Problems',
    trust: 'Trust',
  },
  /** What each exercise is for, in one line: its chip and its option in the category select. */
  purpose: {
    align: 'Find your way back when you feel off course',
    anxiety: 'Look at a worry plainly and choose a calmer story',
    dailyintention: 'Set the tone of your day',
    didwrong: 'Own a mistake, forgive yourself, put it right',
    excitement: 'Record what happened when you followed your excitement',
    failure: 'Turn a failure into a lesson and a next step',
    identity: 'Describe the person you choose to be',
    journal: 'Write freely and clear your mind',
    manifest: 'Decide what you want and act as if it is yours',
    manifestthing: 'Find the feelings behind what you want',
    manifesttrait: 'Practise a feeling you want more of',
    manifestwall: 'Replace the beliefs that stand in your way',
    problem: 'Separate facts from fears and decide what to do',
    question: 'Ask a question and listen for your answer',
    recast: 'Retell an old story so it serves you now',
    relabel: 'Swap a harsh label for a truer, kinder one',
    relationship: 'Choose how you show up with someone',
    trust: 'Do your part and let go of the rest',
  },
  /** About how long an exercise takes (the domain's POST_TYPES minutes). */
  duration: 'about {{count}} min',
};

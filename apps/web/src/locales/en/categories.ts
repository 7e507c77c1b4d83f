import type { PostCategory } from '@app/domain/post-types.ts';

/*
 * The exercises' names, as the domain's POST_TYPES labels say them (the API and the printable
 * report use those; e2e/languages.spec.ts checks the two agree). Written out rather than read
 * from POST_TYPES, whose coaching texts would otherwise land in every page's entry chunk.
 */
export const categories: { label: Record<PostCategory, string> } = {
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
};

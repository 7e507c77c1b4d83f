/**
 * Journal-like text of realistic lengths, made from a seeded pool of sentences (composed from
 * parts, so tens of thousands of different sentences), feelings and short action items.
 */
import { type Random, zipfTable } from './random.ts';

const OPENERS = [
  'Today I',
  'This morning I',
  'Last night I',
  'At work I',
  'On the way home I',
  'When my sister called I',
  'During the team meeting I',
  'After the run I',
  'Over dinner I',
  'Again I',
  'For the first time in weeks I',
  'Before the presentation I',
  'While cleaning the kitchen I',
  'At the doctor I',
  'With my friends I',
];
const VERBS = [
  'noticed that I',
  'felt that I',
  'realised that I',
  'caught myself thinking that I',
  'told myself that I',
  'remembered that I',
  'saw clearly that I',
  'admitted to myself that I',
  'wondered whether I',
  'decided that I',
];
const CLAUSES = [
  'keep saying yes when I mean no',
  'am allowed to rest without earning it',
  'was replaying the same conversation over and over',
  'do not need everyone to like me',
  'can ask for help before things get heavy',
  'had been carrying an old belief about money',
  'am more patient than I give myself credit for',
  'was waiting for permission that nobody has to give',
  'compare my beginning to other people’s middle',
  'feel calmer when I plan the first hour of the day',
  'avoid the hard email because it feels like a verdict on me',
  'can be kind and still be clear about what I want',
  'have been treating every small mistake as proof of something bigger',
  'am learning to sit with discomfort instead of fixing it',
  'want to spend more time outside and less time scrolling',
  'did not have to win the argument to be heard',
  'get tense in my shoulders whenever my phone buzzes',
  'have more choices here than it first seemed',
  'am proud of how I handled the call with my landlord',
  'was afraid of looking foolish in front of the new team',
];
const TAILS = [
  '',
  '',
  ', and that surprised me',
  ', which made the rest of the day lighter',
  ', even though it was uncomfortable',
  ', so I wrote it down before it slipped away',
  ', and I want to remember this next time',
  ' and it felt like a small step forward',
  ', which I am still thinking about',
  ' more often than I would like to admit',
];

const FEELINGS = [
  'calm',
  'anxious',
  'grateful',
  'tired',
  'hopeful',
  'restless',
  'content',
  'frustrated',
  'peaceful',
  'sad',
  'excited',
  'lonely',
  'proud',
  'overwhelmed',
  'curious',
  'irritated',
  'relieved',
  'nervous',
  'joyful',
  'confused',
  'motivated',
  'ashamed',
  'loved',
  'bored',
  'inspired',
  'guilty',
  'energised',
  'worried',
  'safe',
  'jealous',
  'focused',
  'hurt',
  'playful',
  'stuck',
  'confident',
  'uneasy',
  'tender',
  'scattered',
  'brave',
  'numb',
  'light',
  'heavy',
  'open',
  'defensive',
  'patient',
  'impatient',
  'resentful',
  'accepted',
  'homesick',
  'amused',
  'drained',
  'centred',
  'hopeless',
  'appreciated',
  'awkward',
  'determined',
  'disappointed',
  'free',
  'grounded',
  'nostalgic',
];

const ACTION_VERBS = [
  'Call',
  'Write to',
  'Walk with',
  'Thank',
  'Ask',
  'Plan the week with',
  'Cook for',
  'Apologise to',
  'Tell',
  'Make time for',
];
const ACTION_OBJECTS = ['Sam', 'my mother', 'the team', 'Alex', 'my neighbour', 'myself', 'Jo'];
const ACTION_TAILS = [
  'before noon',
  'this weekend',
  'after work',
  'without checking my phone first',
  'and listen more than I talk',
  'about the move',
  'tomorrow morning',
];

const TITLES = [
  'The conversation I keep avoiding',
  'Monday again',
  'A better way to start the day',
  'Money worries',
  'What I want this year',
  'Feeling stuck at work',
  'A calmer evening',
  'The presentation',
  'My sister and me',
  'Letting go of the old flat',
  'Saying no kindly',
  'The marathon plan',
  'Sleep',
  'New job nerves',
  'Why I was short with Sam',
  'Weekend reset',
  'Trusting the process',
  'Small wins',
];

/** A pool of sentences built once per generator, so that texts are cheap to assemble. */
export class TextPool {
  private readonly sentences: string[];
  private readonly actions: string[];
  readonly feelingWeights = zipfTable(FEELINGS.length, 1.1);

  constructor(private readonly random: Random) {
    this.sentences = Array.from({ length: 20_000 }, () => {
      const tail = random.pick(TAILS);
      return `${random.pick(OPENERS)} ${random.pick(VERBS)} ${random.pick(CLAUSES)}${tail}.`;
    });
    this.actions = Array.from(
      { length: 2_000 },
      () =>
        `${random.pick(ACTION_VERBS)} ${random.pick(ACTION_OBJECTS)} ${random.pick(ACTION_TAILS)}`,
    );
  }

  sentence(): string {
    return this.random.pick(this.sentences);
  }

  /** `min` to `max` sentences as one paragraph. */
  paragraph(min: number, max: number): string {
    const count = this.random.between(min, max);
    let text = this.sentence();
    for (let i = 1; i < count; i++) text += ` ${this.sentence()}`;
    return text;
  }

  /** A list of `min` to `max` sentences (beliefs, walls, next steps). */
  list(min: number, max: number): string[] {
    return Array.from({ length: this.random.between(min, max) }, () => this.sentence());
  }

  feeling(): string {
    return FEELINGS[this.random.zipf(this.feelingWeights)] as string;
  }

  feelings(min: number, max: number): string[] {
    return [
      ...new Set(Array.from({ length: this.random.between(min, max) }, () => this.feeling())),
    ];
  }

  action(): string {
    return this.random.pick(this.actions);
  }

  title(): string {
    return this.random.pick(TITLES);
  }
}

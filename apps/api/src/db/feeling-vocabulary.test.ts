import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeFeelingCounts, VOCABULARY_FINGERPRINT } from './feeling-vocabulary.ts';
import { feelingCounts, feelingVocabularyPlacement } from './schema/feelings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const quadrantsOf = async (userId: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ feeling: feelingCounts.feeling, quadrant: feelingCounts.quadrant })
        .from(feelingCounts)
        .where(eq(feelingCounts.userId, userId))
    ).map((row) => [row.feeling, row.quadrant]),
  );

it("places every count by this build's vocabulary once, and a start with the same vocabulary reads one row", async () => {
  // The database was migrated, so it was placed by this build's vocabulary.
  expect(await t.db.select().from(feelingVocabularyPlacement)).toEqual([
    { fingerprint: VOCABULARY_FINGERPRINT },
  ]);
  const person = await createUser(t.db);
  // Counts as an older vocabulary left them: a word it did not know, a word it placed
  // elsewhere, and a word it knew that this one does not.
  await t.db.insert(feelingCounts).values([
    { userId: person.id, feeling: 'calma', count: 2, quadrant: null },
    { userId: person.id, feeling: 'anxious', count: 1, quadrant: 'pleasant-low' },
    { userId: person.id, feeling: 'sort of meh', count: 4, quadrant: 'unpleasant-low' },
  ]);
  expect(await placeFeelingCounts(t.db)).toBe(false);
  expect((await quadrantsOf(person.id)).anxious).toBe('pleasant-low');

  expect(await placeFeelingCounts(t.db, 'another vocabulary')).toBe(true);
  expect(await quadrantsOf(person.id)).toEqual({
    calma: 'pleasant-low',
    anxious: 'unpleasant-high',
    'sort of meh': null,
  });
  expect(await t.db.select().from(feelingVocabularyPlacement)).toEqual([
    { fingerprint: 'another vocabulary' },
  ]);
  await placeFeelingCounts(t.db);
});

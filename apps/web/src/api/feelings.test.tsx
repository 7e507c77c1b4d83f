import type { FeelingLogEntry } from '@app/domain/feelings.schemas.ts';
import { feelingLogResponseSchema } from '@app/domain/feelings.schemas.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeelings } from '@/api/feelings.ts';
import { queryClient } from '@/lib/query-client.ts';
import { importJournalKey, makeJournalKeyBytes } from '@/lib/seal/journal-crypto.ts';
import { forgetJournalHere, openJournalHere } from '@/lib/seal/open-journal.ts';
import { sealFeeling } from '@/lib/seal/sealed-feelings.ts';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';

/*
 * A sealed journal's feelings log, counted on the device (decision 0069): the copy kept on the
 * device, sealed, is brought up to date with what was logged since, and read whole again when
 * the log's count says entries went.
 */

const USER = '0b8f4f0e-8f3c-4c2a-9d55-0d7e7d3f2a11';
/** The fake server's page: two entries, where the real one holds 1,000. */
const PAGE = 2;

function Total() {
  const feelings = useFeelings();
  return <p>{feelings.data ? `${feelings.data.total} logged` : 'reading'}</p>;
}

afterEach(async () => {
  await forgetJournalHere(USER);
});

describe("a sealed journal's feelings log on the device", () => {
  it('reads only what was logged since the copy it keeps, and all again when entries went', async () => {
    const journal = {
      userId: USER,
      keyId: 'c5e6f7a8-3d4e-4f5a-8b1c-2d3e4f5a6b7c',
      key: await importJournalKey(makeJournalKeyBytes()),
    };
    await openJournalHere(journal);
    let day = 1;
    const logged = async (): Promise<FeelingLogEntry> => {
      const { id, sealed } = await sealFeeling(journal, { feeling: 'calm', intensity: null });
      const created = `2026-11-${String(day++).padStart(2, '0')}T09:00:00.000Z`;
      return { _id: id, feeling: '', intensity: null, created, sealed };
    };
    // Newest first, as the server lists it.
    let log = [await logged(), await logged(), await logged()].reverse();
    fakeApi.on('GET', '/feelings/log', ({ query }) => {
      const before = query.get('before');
      const start = before ? log.findIndex((entry) => entry._id === before) + 1 : 0;
      const data = log.slice(start, start + PAGE);
      const next = start + PAGE < log.length ? (data.at(-1)?._id ?? null) : null;
      return answer(feelingLogResponseSchema, { data, next, total: log.length });
    });
    const reads = () => fakeApi.calls('GET', '/feelings/log').length;
    /** A page load: a new query cache, the same device. */
    const load = async (expected: string) => {
      queryClient.clear();
      const before = reads();
      const screen = await renderInApp(<Total />);
      await expect.element(screen.getByText(expected)).toBeVisible();
      screen.unmount();
      return reads() - before;
    };

    // The first load reads the whole log: two pages.
    expect(await load('3 logged')).toBe(2);
    // One logged since: only the newest page, which holds the kept copy's newest entry.
    log = [await logged(), ...log];
    expect(await load('4 logged')).toBe(1);
    // One of the older entries went elsewhere: the count says so, and the log is read again.
    log = log.filter((_, i) => i !== 2);
    expect(await load('3 logged')).toBe(1 + 2);
    // Cleared: nothing is left of the copy.
    log = [];
    expect(await load('0 logged')).toBe(1);
  });
});

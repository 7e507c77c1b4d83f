import { type JournalSeal, journalSealResponseSchema } from '@app/domain/seal.schemas.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeJournalKey, WritesWaitError } from '@/api/seal.ts';
import { addToOutbox, removeFromOutbox } from '@/lib/offline/outbox.ts';
import { importJournalKey, makeJournalKeyBytes } from '@/lib/seal/journal-crypto.ts';
import { forgetJournalHere } from '@/lib/seal/open-journal.ts';
import { answer, fakeApi } from '@/test/fake-api.ts';

/*
 * Changing a sealed journal's key on this device (decision 0070): it waits for the writes this
 * device has not sent, which are sealed under the key the server would then no longer take.
 */

const USER = '0b8f4f0e-8f3c-4c2a-9d55-0d7e7d3f2a11';
const KEY_ID = 'c5e6f7a8-3d4e-4f5a-8b1c-2d3e4f5a6b7c';
const WRITE_ID = 'a3c4e5f6-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

const sealed: JournalSeal = {
  state: 'sealed',
  keyId: KEY_ID,
  previousKeyId: null,
  prfSalt: 'A'.repeat(43),
  recoveryKeySaved: true,
  wraps: [],
};

afterEach(async () => {
  await removeFromOutbox(WRITE_ID);
  await forgetJournalHere(USER);
});

describe("changing the journal's key", () => {
  it('waits for the writes this device has not sent, then opens both keys here', async () => {
    const journal = {
      userId: USER,
      keyId: KEY_ID,
      key: await importJournalKey(makeJournalKeyBytes()),
    };
    fakeApi.on('POST', '/seal/key', ({ body }) => {
      const keyId = (body as { keyId: string }).keyId;
      return answer(journalSealResponseSchema, {
        data: { ...sealed, state: 'rekeying', keyId, previousKeyId: KEY_ID },
      });
    });
    await addToOutbox({
      id: WRITE_ID,
      userId: USER,
      kind: 'create-post',
      body: { id: WRITE_ID, category: 'journal' },
    });
    await expect(changeJournalKey(journal, sealed)).rejects.toBeInstanceOf(WritesWaitError);
    expect(fakeApi.calls('POST', '/seal/key')).toHaveLength(0);

    await removeFromOutbox(WRITE_ID);
    const changed = await changeJournalKey(journal, sealed);
    expect(fakeApi.calls('POST', '/seal/key')).toHaveLength(1);
    expect(changed.journal.keyId).not.toBe(KEY_ID);
    expect(changed.journal.previous).toEqual({ keyId: KEY_ID, key: journal.key });
  });
});

import { postResponseSchema } from '@app/domain/posts.schemas.ts';
import { type JournalSeal, journalSealResponseSchema } from '@app/domain/seal.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { changeJournalKey, openJournal, WritesWaitError } from '@/api/seal.ts';
import { addToOutbox, listOutbox, removeFromOutbox } from '@/lib/offline/outbox.ts';
import { sendOutbox } from '@/lib/offline/send-outbox.ts';
import { queryClient } from '@/lib/query-client.ts';
import {
  fromBase64Url,
  importJournalKey,
  makeJournalKeyBytes,
  makeWayIn,
  openRecord,
  sealRecord,
} from '@/lib/seal/journal-crypto.ts';
import {
  forgetJournalHere,
  noteJournalState,
  openJournalHere,
  retireKeptKey,
} from '@/lib/seal/open-journal.ts';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson, aPost } from '@/test/records.ts';

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

  it("seals again, under the new key, a write another device's key change left waiting here", async () => {
    // This browser kept the key before; a write sealed with it waits, offline.
    const before = {
      userId: USER,
      keyId: KEY_ID,
      key: await importJournalKey(makeJournalKeyBytes()),
    };
    await openJournalHere(before);
    const writing = { title: 'Written offline', currentSituation: 'Words that waited' };
    await addToOutbox({
      id: WRITE_ID,
      userId: USER,
      kind: 'create-post',
      body: {
        id: WRITE_ID,
        category: 'journal',
        sealed: await sealRecord(before, 'post', WRITE_ID, writing),
      },
    });
    queryClient.setQueryData(currentUserQueryKey, aPerson({ _id: USER, journal: 'sealed' }));
    noteJournalState('sealed');

    // Sent now, it is refused (the key changed elsewhere), and waits rather than failing.
    fakeApi.on('POST', '/posts', () =>
      refuse(409, 'journal_key_changed', "The journal's key changed."),
    );
    await sendOutbox(queryClient);
    expect((await listOutbox()).map((entry) => entry.failure)).toEqual([null]);

    // The page finds the kept key is not the journal's: kept aside, and the journal opened again
    // with the recovery key; the key before comes along while the write waits.
    await retireKeptKey(USER);
    const recovery = crypto.getRandomValues(new Uint8Array(16));
    const salt = 'B'.repeat(43);
    const newKeyBytes = makeJournalKeyBytes();
    const newKeyId = 'e7a8b9c0-5f6a-4b7c-8d3e-4f5a6b7c8d9e';
    const wayIn = await makeWayIn(recovery, fromBase64Url(salt), newKeyBytes);
    const journal = await openJournal(
      aPerson({ _id: USER }),
      {
        ...sealed,
        keyId: newKeyId,
        prfSalt: salt,
        wraps: [
          {
            ...wayIn,
            _id: WRITE_ID,
            kind: 'recovery',
            keyId: newKeyId,
            passkeyId: null,
            passkeyName: null,
            created: '2026-11-29T09:00:00.000Z',
          },
        ],
      },
      { recoveryKey: recovery },
    );
    expect(journal.previous?.keyId).toBe(KEY_ID);

    let sent: SealedEnvelope | null = null;
    fakeApi.on('POST', '/posts', ({ body }) => {
      sent = (body as { sealed: SealedEnvelope }).sealed;
      return answer(postResponseSchema, { data: aPost({ _id: WRITE_ID, category: 'journal' }) });
    });
    await sendOutbox(queryClient);
    expect(await listOutbox()).toEqual([]);
    if (!sent) throw new Error('nothing was sent');
    const resealed: SealedEnvelope = sent;
    expect(resealed.k).toBe(newKeyId);
    const opened = await openRecord(
      { userId: USER, keyId: newKeyId, key: await importJournalKey(newKeyBytes) },
      'post',
      WRITE_ID,
      resealed,
    );
    expect(opened).toMatchObject(writing);
  });
});

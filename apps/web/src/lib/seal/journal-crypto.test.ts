import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  importJournalKey,
  makeJournalKeyBytes,
  makeWayIn,
  type OpenJournal,
  openPicture,
  openRecord,
  openWayIn,
  SealBrokenError,
  sealPicture,
  sealRecord,
  toBase64Url,
  WayInRefusedError,
  wrapJournalKeyTo,
} from './journal-crypto.ts';
import { makeRecoveryKey, recoveryKeyBytes, wordsToAskBack } from './recovery-key.ts';

const USER = '0b8f4f0e-8f3c-4c2a-9d55-0d7e7d3f2a11';
const OTHER = '5e1d7a8c-3b2f-4e6d-8a9b-1c2d3e4f5a6b';
const POST = 'a3c4e5f6-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const SECOND_POST = 'b4d5e6f7-2c3d-4e5f-9a0b-1c2d3e4f5a6b';
const KEY_ID = 'c5e6f7a8-3d4e-4f5a-8b1c-2d3e4f5a6b7c';

async function journal(userId = USER): Promise<OpenJournal & { raw: Uint8Array<ArrayBuffer> }> {
  const raw = makeJournalKeyBytes();
  return { userId, keyId: KEY_ID, key: await importJournalKey(raw), raw };
}

describe('a sealed picture', () => {
  const PICTURE = 'd6f7a8b9-4e5f-4a6b-9c2d-3e4f5a6b7c8d';
  const jpeg = new TextEncoder().encode('JFIF pretend picture MARKER-lighthouse').buffer;

  it('opens for its own picture and width, and its bytes show nothing of it', async () => {
    const open = await journal();
    const sealed = await sealPicture(open, PICTURE, 300, jpeg);
    expect(new TextDecoder().decode(sealed)).not.toContain('MARKER');
    expect(sealed[0]).toBe(1);
    expect(new Uint8Array(await openPicture(open, PICTURE, 300, sealed.buffer))).toEqual(
      new Uint8Array(jpeg),
    );
  });

  it('is refused when changed by one bit, moved to another width, picture or person, or under another key', async () => {
    const open = await journal();
    const sealed = await sealPicture(open, PICTURE, 300, jpeg);
    const tampered = sealed.slice();
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    // Each opened when awaited: a refusal made early and awaited late is an unhandled one.
    const refusals = [
      () => openPicture(open, PICTURE, 300, tampered.buffer),
      () => openPicture(open, PICTURE, 500, sealed.buffer),
      () => openPicture(open, POST, 300, sealed.buffer),
      () => openPicture({ ...open, userId: OTHER }, PICTURE, 300, sealed.buffer),
      async () => openPicture(await journal(), PICTURE, 300, sealed.buffer),
      () => openPicture({ ...open, keyId: POST }, PICTURE, 300, sealed.buffer),
    ];
    for (const refusal of refusals) {
      await expect(refusal()).rejects.toBeInstanceOf(SealBrokenError);
    }
  });
});

describe('a sealed record', () => {
  it('opens for its own record, and its envelope shows nothing of what it holds', async () => {
    const open = await journal();
    const envelope = await sealRecord(open, 'post', POST, { title: 'Lighthouse', tags: ['sea'] });
    expect(JSON.stringify(envelope)).not.toContain('Lighthouse');
    expect(await openRecord(open, 'post', POST, envelope)).toEqual({
      title: 'Lighthouse',
      tags: ['sea'],
    });
  });

  it('is refused when changed by one bit, moved to another record or person, or under another key', async () => {
    const open = await journal();
    const envelope = await sealRecord(open, 'post', POST, { title: 'Lighthouse' });
    const bytes = fromBase64Url(envelope.c);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = { ...envelope, c: toBase64Url(bytes) };
    await expect(openRecord(open, 'post', POST, tampered)).rejects.toBeInstanceOf(SealBrokenError);
    await expect(openRecord(open, 'post', SECOND_POST, envelope)).rejects.toBeInstanceOf(
      SealBrokenError,
    );
    const sameKeyOtherPerson = { ...open, userId: OTHER };
    await expect(openRecord(sameKeyOtherPerson, 'post', POST, envelope)).rejects.toBeInstanceOf(
      SealBrokenError,
    );
    const otherKey = await journal();
    await expect(openRecord(otherKey, 'post', POST, envelope)).rejects.toBeInstanceOf(
      SealBrokenError,
    );
  });

  it('opens under the key before while the key changes, and seals only under the new one', async () => {
    const before = await journal();
    const envelope = await sealRecord(before, 'post', POST, { title: 'Lighthouse' });
    const picture = await sealPicture(before, POST, 300, new Uint8Array([1, 2, 3]).buffer);
    const NEW_KEY = 'e7a8b9c0-5f6a-4b7c-8d3e-4f5a6b7c8d9e';
    const changing: OpenJournal = {
      userId: USER,
      keyId: NEW_KEY,
      key: await importJournalKey(makeJournalKeyBytes()),
      previous: { keyId: before.keyId, key: before.key },
    };
    expect(await openRecord(changing, 'post', POST, envelope)).toEqual({ title: 'Lighthouse' });
    expect(new Uint8Array(await openPicture(changing, POST, 300, picture.buffer))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    const resealed = await sealRecord(changing, 'post', POST, { title: 'Lighthouse' });
    expect(resealed.k).toBe(NEW_KEY);
    expect((await sealPicture(changing, POST, 300, new ArrayBuffer(4))).slice(1, 3)).toEqual(
      new Uint8Array([0xe7, 0xa8]),
    );
    // The key before opens nothing sealed under the new one; once done, it opens nothing at all.
    await expect(openRecord(before, 'post', POST, resealed)).rejects.toBeInstanceOf(
      SealBrokenError,
    );
    const done: OpenJournal = { userId: USER, keyId: NEW_KEY, key: changing.key };
    await expect(openRecord(done, 'post', POST, envelope)).rejects.toBeInstanceOf(SealBrokenError);
    // A key named as the key before but not it still refuses.
    const lying: OpenJournal = {
      ...changing,
      previous: { keyId: before.keyId, key: changing.key },
    };
    await expect(openRecord(lying, 'post', POST, envelope)).rejects.toBeInstanceOf(SealBrokenError);
  });

  it('never lets script read the journal key back', async () => {
    const open = await journal();
    await expect(crypto.subtle.exportKey('raw', open.key)).rejects.toThrow();
  });
});

describe('a way in', () => {
  const salt = () => crypto.getRandomValues(new Uint8Array(32));

  it('opens the journal with its secret, and with nothing else', async () => {
    const open = await journal();
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const s = salt();
    const wayIn = await makeWayIn(secret, s, open.raw);
    const key = await openWayIn(secret, s, wayIn);
    const envelope = await sealRecord(open, 'post', POST, { title: 'Kept' });
    expect(await openRecord({ ...open, key }, 'post', POST, envelope)).toEqual({ title: 'Kept' });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();

    const wrong = crypto.getRandomValues(new Uint8Array(32));
    await expect(openWayIn(wrong, s, wayIn)).rejects.toBeInstanceOf(WayInRefusedError);
    await expect(openWayIn(secret, salt(), wayIn)).rejects.toBeInstanceOf(WayInRefusedError);
  });

  it('takes a new journal key through its public half alone (a key change while it is away)', async () => {
    const first = await journal();
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const s = salt();
    const wayIn = await makeWayIn(secret, s, first.raw);
    const next = await journal();
    const rewrapped = {
      ...wayIn,
      ...(await wrapJournalKeyTo(fromBase64Url(wayIn.publicKey), next.raw)),
    };
    const key = await openWayIn(secret, s, rewrapped);
    const envelope = await sealRecord(next, 'post', POST, { title: 'After the change' });
    expect(await openRecord({ ...next, key }, 'post', POST, envelope)).toEqual({
      title: 'After the change',
    });
  });
});

describe('the recovery key', () => {
  it('is 12 words that give back its 16 bytes, however they are typed', () => {
    const key = makeRecoveryKey();
    expect(key.words).toHaveLength(12);
    expect(key.bytes).toHaveLength(16);
    const typed = key.words.map((word, i) => `${i + 1}. ${word.toUpperCase()}`).join(',\n');
    expect(recoveryKeyBytes(typed)).toEqual(key.bytes);
  });

  it('refuses words that are not a recovery key: a wrong checksum, too few, unknown words', () => {
    // BIP39's own test vector: eleven times "abandon" and "about" is a key of zero bytes.
    const valid = `${'abandon '.repeat(11)}about`;
    expect(recoveryKeyBytes(valid)).toEqual(new Uint8Array(16));
    expect(recoveryKeyBytes(`${'abandon '.repeat(11)}abandon`)).toBeNull();
    expect(recoveryKeyBytes('abandon about')).toBeNull();
    expect(recoveryKeyBytes(`${'abandon '.repeat(11)}lighthouses`)).toBeNull();
  });

  it('asks back two different words', () => {
    for (let i = 0; i < 200; i++) {
      const [a, b] = wordsToAskBack();
      expect(a).toBeLessThan(b);
      expect(b).toBeLessThan(12);
    }
  });
});

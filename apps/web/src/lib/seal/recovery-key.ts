import { generateMnemonic, mnemonicToEntropy, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/*
 * The recovery key (docs/decisions/0068): 128 random bits shown once as 12 BIP39 words, the
 * English list whatever the page's language, so the words written down work anywhere. Only a
 * wrap made with its bytes reaches the server.
 */

const RECOVERY_KEY_WORDS = 12;

export type RecoveryKey = { words: string[]; bytes: Uint8Array<ArrayBuffer> };

export function makeRecoveryKey(): RecoveryKey {
  const phrase = generateMnemonic(wordlist, 128);
  return { words: phrase.split(' '), bytes: new Uint8Array(mnemonicToEntropy(phrase, wordlist)) };
}

/** Words as a person types or pastes them back: any case, spaces, commas or numbering. */
export function normalizeRecoveryWords(typed: string): string[] {
  return typed
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

/** The key's bytes from the 12 words, or null when they are not a recovery key (a typo). */
export function recoveryKeyBytes(typed: string): Uint8Array<ArrayBuffer> | null {
  const phrase = normalizeRecoveryWords(typed).join(' ');
  if (!validateMnemonic(phrase, wordlist)) return null;
  return new Uint8Array(mnemonicToEntropy(phrase, wordlist));
}

/** Two different word positions (0-based, in order) to ask back before the key counts as saved. */
export function wordsToAskBack(): [number, number] {
  const [a = 0, b = 1] = crypto.getRandomValues(new Uint32Array(2));
  const first = a % RECOVERY_KEY_WORDS;
  const second = (first + 1 + (b % (RECOVERY_KEY_WORDS - 1))) % RECOVERY_KEY_WORDS;
  return first < second ? [first, second] : [second, first];
}

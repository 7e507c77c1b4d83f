import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Addresses the app under test makes moderators when they sign in (MODERATOR_CONTACTS, set by
 * global-setup.ts). Each test that needs a moderator claims one of its own for the whole run:
 * a contact gets a new login code only every 30 seconds and five an hour, so two journeys
 * signing in the same moderator would refuse each other's codes.
 */
export const MODERATOR_EMAILS = [
  'moderator@innercompass.test',
  'moderator-2@innercompass.test',
  'moderator-3@innercompass.test',
  'moderator-4@innercompass.test',
  'moderator-5@innercompass.test',
  'moderator-6@innercompass.test',
  'moderator-7@innercompass.test',
] as const;

/** The first moderator address, for anyone who needs to name one (a manual run, a log). */
export const MODERATOR_EMAIL = MODERATOR_EMAILS[0];

/** A directory of claim files, one per address in use, shared by every worker of a run. */
export const MODERATOR_CLAIMS_ENV = 'E2E_MODERATOR_CLAIMS_DIR';

/** Takes a moderator address no other test of this run has taken (an exclusive file create). */
export async function claimModeratorEmail(claimsDir: string): Promise<string> {
  for (const email of MODERATOR_EMAILS) {
    try {
      await writeFile(join(claimsDir, email), '', { flag: 'wx' });
      return email;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `All ${MODERATOR_EMAILS.length} moderator addresses are taken in this run: add more to ` +
      'MODERATOR_EMAILS in e2e/support/moderators.ts.',
  );
}

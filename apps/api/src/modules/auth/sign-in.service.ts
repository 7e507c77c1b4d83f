import type { Language } from '@app/domain/languages.ts';
import type { User } from '@app/domain/users.schemas.ts';
import type { Database } from '../../db/client.ts';
import { getUser, updateOnSignIn } from '../../policies/people.ts';
import { rememberDevice } from './login-devices.repository.ts';
import { createSession } from './sessions.service.ts';

export type SignedIn = { token: string; deviceToken: string; user: User };

/**
 * What every sign-in does once the person has proved who they are, by a code or by a passkey:
 * the person's sign-in changes, a new session (naming the passkey that made it, if one did),
 * and the browser's device cookie renewed or issued for the contact it signed in as.
 */
export async function completeSignIn(
  db: Database,
  input: {
    userId: string;
    contact: string;
    deviceToken: string | undefined;
    changes: { moderator?: true; language?: Language };
    passkeyId?: string;
  },
  now: Date,
): Promise<SignedIn> {
  const { userId } = input;
  // Messages that no page asks for (the challenge's) go out in the language last signed in with.
  await updateOnSignIn(db, userId, input.changes);
  const { token } = await createSession(db, userId, now, input.passkeyId);
  const deviceToken = await rememberDevice(
    db,
    { userId, contact: input.contact, presented: input.deviceToken },
    now,
  );
  return { token, deviceToken, user: await getUser(db, userId) };
}

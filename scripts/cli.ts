/**
 * Administration commands. On the embedded database the server must be stopped first (the
 * data directory lock refuses a second process); on PostgreSQL they run at any time.
 *
 *   npm run cli -- moderator grant <contact>
 *   npm run cli -- moderator revoke <contact>
 */
import { parseContact } from '@app/domain/contact.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config/config.ts';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { setModerator } from '../apps/api/src/modules/users/users.service.ts';
import { findUserIdByContact } from '../apps/api/src/policies/people.ts';

const USAGE = `Usage:
  npm run cli -- moderator grant <e-mail or phone>
  npm run cli -- moderator revoke <e-mail or phone>`;

export class CliError extends Error {}

export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [group, action, rawContact] = args;
  if (group !== 'moderator' || (action !== 'grant' && action !== 'revoke') || !rawContact) {
    throw new CliError(USAGE);
  }
  const contact = parseContact(rawContact);
  if (!contact)
    throw new CliError(`"${rawContact}" is neither an e-mail address nor a phone number.`);

  const database = await openDatabase(loadConfig(env));
  try {
    const userId = await findUserIdByContact(database.db, contact.contact);
    if (!userId) {
      throw new CliError(
        `No account uses ${contact.contact}. The person must log in once before they can be made a moderator.`,
      );
    }
    await setModerator(database.db, userId, action === 'grant');
    return action === 'grant'
      ? `${contact.contact} is now a moderator.`
      : `${contact.contact} is no longer a moderator.`;
  } finally {
    await database.close();
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '');
if (isMain) {
  runCli(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
    },
    (error: unknown) => {
      const known =
        error instanceof CliError ||
        error instanceof ConfigError ||
        error instanceof DataDirLockedError;
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

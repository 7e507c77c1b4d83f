import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Mail that reached the test SMTP server. The server runs in Playwright's runner process and
 * the tests in worker processes, so messages travel through a directory of JSON files: one
 * file per message, named by its arrival number so that the newest sorts last.
 */
export interface StoredMail {
  seq: number;
  receivedAt: string;
  /** Envelope recipients (RCPT TO), lower-cased: where the mail really went. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';
export const BASE_URL_ENV = 'E2E_BASE_URL';
/** The server's data directory, which the sealed journal's journey searches for writing. */
export const DATA_DIR_ENV = 'E2E_DATA_DIR';
/**
 * Given to the run: a PostgreSQL server (`postgres://user@host:port/db`) on which the suite
 * makes its own database, for the app to run on instead of PGlite. Set by the run: that
 * database, which the sealed journal's proof dumps.
 */
export const POSTGRES_SERVER_ENV = 'E2E_POSTGRES_SERVER';
export const DATABASE_URL_ENV = 'E2E_DATABASE_URL';

function fileName(seq: number): string {
  return `${String(seq).padStart(8, '0')}.json`;
}

export async function writeMail(dir: string, mail: StoredMail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const target = join(dir, fileName(mail.seq));
  // Written aside and renamed, so that a reader never sees half a message.
  await writeFile(`${target}.tmp`, JSON.stringify(mail, null, 2));
  await rename(`${target}.tmp`, target);
}

export async function readMails(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail),
  );
  return mails.sort((a, b) => a.seq - b.seq);
}

import {
  ARCHIVE_FORMAT,
  ARCHIVE_JSON_NAME,
  ARCHIVE_LISTS,
  ARCHIVE_VERSIONS_READ,
  type Archive,
  type ArchiveListName,
  archiveConsistencyIssues,
  archiveHeadSchema,
  MAX_ARCHIVE_TOKENS_PER_RECORD,
} from '@app/domain/archive.schemas.ts';
import {
  type ParsedElementInfo,
  type ParsedTokenInfo,
  Tokenizer,
  TokenParser,
  TokenType,
} from '@streamparser/json';
import type { z } from 'zod';
import { DomainError } from '../../domain-errors.ts';
import { hasUnstorableText } from '../../plugins/json-body.ts';

/*
 * inner-compass-export.json read as it inflates, one record at a time: each post, feeling,
 * tracker and image is checked by its own schema as soon as it is complete and only what the
 * schema keeps is held, so memory follows the records, not the text, and the first bad record
 * ends the reading. A record may hold MAX_ARCHIVE_TOKENS_PER_RECORD tokens while it is
 * assembled; the top level may hold only the export's own keys, each once.
 */

export const archiveInvalid = (message: string) =>
  new DomainError('invalid', 'archive_invalid', `${message} Nothing was imported.`);

export const foreignArchive = () =>
  new DomainError(
    'invalid',
    'archive_foreign',
    `This is not an Inner Compass export (it has no ${ARCHIVE_JSON_NAME}). Nothing was imported.`,
  );

const notJson = () => archiveInvalid(`${ARCHIVE_JSON_NAME} is not valid JSON.`);

const unstorableText = () =>
  archiveInvalid('The archive holds text that cannot be saved (a NUL character or half an emoji).');

const mismatch = (issue: z.core.$ZodIssue | undefined, prefix: Array<string | number>) => {
  const path = [...prefix, ...(issue?.path ?? [])];
  const where = path.length > 0 ? ` (at ${path.join('.')})` : '';
  return archiveInvalid(
    `${ARCHIVE_JSON_NAME} does not match the export format: ${issue?.message}${where}.`,
  );
};

type HeadKey = keyof typeof archiveHeadSchema.shape;
const HEAD_KEYS = Object.keys(archiveHeadSchema.shape) as HeadKey[];
const isHeadKey = (key: string): key is HeadKey => Object.hasOwn(archiveHeadSchema.shape, key);
const isListName = (key: string): key is ArchiveListName => Object.hasOwn(ARCHIVE_LISTS, key);

function checkFormat(key: HeadKey, value: unknown) {
  if (key === 'format' && value !== ARCHIVE_FORMAT) throw foreignArchive();
  if (key === 'version' && !(ARCHIVE_VERSIONS_READ as readonly unknown[]).includes(value)) {
    throw new DomainError(
      'invalid',
      'archive_version',
      `This archive is in format version ${String(value).slice(0, 40)}; this app reads versions ${ARCHIVE_VERSIONS_READ.join(' and ')}. Nothing was imported.`,
    );
  }
}

/** The archive's JSON, checked whole: its format and version first (the clearest message). */
export async function readArchiveJson(chunks: AsyncIterable<Buffer>): Promise<Archive> {
  const head: Partial<Record<HeadKey, unknown>> = {};
  const lists: { [Name in ArchiveListName]: unknown[] } = {
    posts: [],
    feelings: [],
    trackers: [],
    images: [],
  };
  const keysSeen = new Set<string>();
  let depth = 0;
  let expectsTopLevelKey = false;
  let tokensSinceRecord = 0;
  let isComplete = false;

  const parser = new TokenParser({
    paths: [
      ...HEAD_KEYS.map((key) => `$.${key}`),
      ...Object.keys(ARCHIVE_LISTS).map((n) => `$.${n}.*`),
    ],
    keepStack: false,
  });
  parser.onEnd = () => {
    isComplete = true;
  };
  parser.onValue = ({ value, key, stack }: ParsedElementInfo) => {
    tokensSinceRecord = 0;
    if (hasUnstorableText(value)) throw unstorableText();
    if (stack.length === 1 && typeof key === 'string' && isHeadKey(key)) {
      checkFormat(key, value);
      head[key] = value;
      return;
    }
    const listName = stack[1]?.key;
    if (stack.length !== 2 || typeof listName !== 'string' || !isListName(listName)) return;
    const list = ARCHIVE_LISTS[listName];
    const records = lists[listName];
    if (records.length >= list.max) {
      throw archiveInvalid(`The archive holds more than ${list.max} ${listName}.`);
    }
    const parsed = list.record.safeParse(value);
    if (!parsed.success) throw mismatch(parsed.error.issues[0], [listName, records.length]);
    records.push(parsed.data);
  };

  const tokenizer = new Tokenizer();
  tokenizer.onToken = (info: ParsedTokenInfo) => {
    tokensSinceRecord += 1;
    if (tokensSinceRecord > MAX_ARCHIVE_TOKENS_PER_RECORD) {
      throw archiveInvalid(
        `${ARCHIVE_JSON_NAME} holds a record of more than ${MAX_ARCHIVE_TOKENS_PER_RECORD} values.`,
      );
    }
    const { token, value } = info;
    if (depth === 1 && expectsTopLevelKey && token === TokenType.STRING) {
      const key = String(value);
      if (!isHeadKey(key) && !isListName(key)) {
        throw archiveInvalid(
          `${ARCHIVE_JSON_NAME} holds "${key.slice(0, 40)}", which the export format does not have.`,
        );
      }
      if (keysSeen.has(key)) throw archiveInvalid(`${ARCHIVE_JSON_NAME} holds "${key}" twice.`);
      keysSeen.add(key);
      expectsTopLevelKey = false;
    } else if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      depth += 1;
      expectsTopLevelKey = depth === 1 && token === TokenType.LEFT_BRACE;
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      depth -= 1;
    } else if (depth === 1 && token === TokenType.COMMA) {
      expectsTopLevelKey = true;
    }
    parser.write(info);
  };

  const feed = (write: () => void) => {
    try {
      write();
    } catch (error) {
      throw error instanceof DomainError ? error : notJson();
    }
  };
  for await (const chunk of chunks) feed(() => tokenizer.write(chunk));
  feed(() => tokenizer.end());
  if (!isComplete) throw notJson();
  if (head.format === undefined) throw foreignArchive();
  checkFormat('version', head.version);

  const parsedHead = archiveHeadSchema.safeParse(head);
  if (!parsedHead.success) throw mismatch(parsedHead.error.issues[0], []);
  // Each record passed its own schema: these are the schemas' outputs.
  const archive = { ...parsedHead.data, ...lists } as Archive;
  const [issue] = archiveConsistencyIssues(archive);
  if (issue)
    throw archiveInvalid(`${ARCHIVE_JSON_NAME} does not match the export format: ${issue}`);
  return archive;
}

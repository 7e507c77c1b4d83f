import {
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_TOKENS_PER_RECORD,
} from '@app/domain/archive.schemas.ts';
import {
  type ParsedElementInfo,
  type ParsedTokenInfo,
  Tokenizer,
  TokenParser,
  TokenType,
} from '@streamparser/json';
import { DomainError } from '../../domain-errors.ts';
import { archiveInvalid } from './archive-json-reader.ts';

/*
 * Another journal's JSON read as it inflates, one record at a time (decision 0048), within the
 * limits of decision 0030: the text counted against MAX_ARCHIVE_JSON_BYTES, and at most
 * MAX_ARCHIVE_TOKENS_PER_RECORD tokens between two records. A record is a value at one of the
 * paths asked for, or any value two levels down (an item of a list the import does not use):
 * values no path asks for are dropped as they complete (keepStack: false), so a long list of
 * goals or settings costs no memory, and a deep or huge value costs no more than the tokens
 * it may hold.
 */

/** A path of keys from the top, `*` for any key or index: `$.entries.*`. */
type JsonRecordPath = `$.${string}`;

const notJson = (name: string) => archiveInvalid(`${name} is not valid JSON.`);

function matches(path: readonly string[], keys: ReadonlyArray<string | number>): boolean {
  if (path.length !== keys.length) return false;
  return path.every((segment, i) => segment === '*' || segment === String(keys[i]));
}

/**
 * Reads `chunks` as the JSON file `name`, calling `onRecord` with the path asked for and each
 * value found there. The top level must be an object; a refusal names the file.
 */
export async function readJsonRecords<Path extends JsonRecordPath>(
  chunks: AsyncIterable<Buffer>,
  name: string,
  paths: readonly Path[],
  onRecord: (path: Path, value: unknown) => void,
): Promise<void> {
  const parsedPaths = paths.map((path) => ({ path, keys: path.split('.').slice(1) }));
  let tokensSinceRecord = 0;
  let depth = 0;
  let isComplete = false;
  let bytes = 0;

  const parser = new TokenParser({ paths: [...paths], keepStack: false });
  parser.onEnd = () => {
    isComplete = true;
  };
  parser.onValue = ({ value, key, stack }: ParsedElementInfo) => {
    tokensSinceRecord = 0;
    const keys = [...stack.slice(1).map((frame) => frame.key), key] as Array<string | number>;
    const found = parsedPaths.find(({ keys: path }) => matches(path, keys));
    if (found) onRecord(found.path, value);
  };

  const tokenizer = new Tokenizer();
  tokenizer.onToken = (info: ParsedTokenInfo) => {
    const { token } = info;
    if (depth === 0 && token !== TokenType.LEFT_BRACE) throw notJson(name);
    tokensSinceRecord += 1;
    if (tokensSinceRecord > MAX_ARCHIVE_TOKENS_PER_RECORD) {
      throw archiveInvalid(
        `${name} holds a record of more than ${MAX_ARCHIVE_TOKENS_PER_RECORD} values.`,
      );
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) depth += 1;
    else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth -= 1;
    // An item two levels down is complete: a record boundary, whether or not it is kept.
    else if (token === TokenType.COMMA && depth <= 2) tokensSinceRecord = 0;
    parser.write(info);
  };

  const feed = (write: () => void) => {
    try {
      write();
    } catch (error) {
      throw error instanceof DomainError ? error : notJson(name);
    }
  };
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (bytes > MAX_ARCHIVE_JSON_BYTES) {
      throw new DomainError(
        'invalid',
        'archive_too_large',
        `The archive's ${name.slice(0, 80)} is larger than ${MAX_ARCHIVE_JSON_BYTES / 1024 / 1024} MB. Nothing was imported.`,
      );
    }
    feed(() => tokenizer.write(chunk));
  }
  feed(() => tokenizer.end());
  if (!isComplete) throw notJson(name);
}

import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { MAX_ARCHIVE_JSON_BYTES } from '@app/domain/archive.schemas.ts';
import { DEFAULT_TRACKER_TITLE } from '@app/domain/trackers.schemas.ts';
import { DomainError } from '../../domain-errors.ts';
import { archiveInvalid } from './archive-json-reader.ts';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import { type ForeignJournal, type ForeignTracker, LeftOut, trackerOf } from './foreign-entries.ts';
import { jsonTooLarge } from './import-formats.ts';

/*
 * Loop Habit Tracker's CSV export (decision 0048): a ZIP of Habits.csv (Position as 001, Name,
 * Type YES_NO or NUMERICAL, Question, Description, FrequencyNumerator and -Denominator, Color,
 * Unit, Target Type, Target Value, Archived?; older versions: Position, Name, Question,
 * Description, NumRepetitions, Interval, Color), a folder per habit ("001 Meditate") holding
 * its Checkmarks.csv (Date, Value, Notes) and Scores.csv, and Checkmarks.csv and Scores.csv
 * for all habits (Date, then a column per habit name). Days are YYYY-MM-DD. A value is
 * YES_MANUAL (done), YES_AUTO (not needed that day), NO, SKIP or UNKNOWN; versions before 2.0
 * wrote 2, 1, 0 and -1; a numerical habit writes its amount times 1000. A day counts as done
 * when the person marked it: YES_MANUAL or 2, or a numerical habit's amount above zero.
 * Without Habits.csv (the all-habits CSV alone) a habit's type is unknown, and an amount of at
 * least one unit (1000) counts too.
 */

/** Most habits a file may list; Loop shows a few dozen at most. */
const MAX_HABITS = 1_000;
/** Rows of one CSV: a day each, 270 years of them. */
const MAX_ROWS = 100_000;
/** A line (and so a record) longer than this is refused before it is parsed: no million columns. */
const MAX_LINE_BYTES = 64 * 1024;

type HabitType = 'yes-no' | 'numerical' | 'unknown';
type Habit = { position: string; name: string; type: HabitType; isArchived: boolean };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const badCsv = (name: string, why: string) => archiveInvalid(`${name} ${why}.`);

function isDone(value: string, type: HabitType): boolean {
  const text = value.trim();
  if (text === 'YES_MANUAL') return true;
  const number = Number(text);
  if (text === '' || !Number.isFinite(number)) return false;
  if (type === 'numerical') return number > 0;
  if (type === 'yes-no') return number === 2;
  return number === 2 || number >= 1000;
}

/** Lines within MAX_LINE_BYTES and the whole within the import's text budget, as they come. */
async function* bounded(chunks: AsyncIterable<Buffer>, name: string, budget: { bytes: number }) {
  let sinceNewline = 0;
  for await (const chunk of chunks) {
    budget.bytes += chunk.length;
    if (budget.bytes > MAX_ARCHIVE_JSON_BYTES) throw jsonTooLarge('CSV files');
    const last = chunk.lastIndexOf(0x0a);
    sinceNewline = last === -1 ? sinceNewline + chunk.length : chunk.length - last - 1;
    const first = chunk.indexOf(0x0a);
    if (first > MAX_LINE_BYTES || sinceNewline > MAX_LINE_BYTES) {
      throw badCsv(name, `has a line longer than ${MAX_LINE_BYTES / 1024} KB`);
    }
    yield chunk;
  }
}

async function readCsv(
  chunks: AsyncIterable<Buffer>,
  name: string,
  budget: { bytes: number },
): Promise<string[][]> {
  // Loaded by the first Loop import, not at start.
  const { parse } = await import('csv-parse');
  const source = Readable.from(bounded(chunks, name, budget));
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_LINE_BYTES,
  });
  source.once('error', (error) => parser.destroy(error));
  source.pipe(parser);
  const rows: string[][] = [];
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (rows.length >= MAX_ROWS) throw badCsv(name, `has more than ${MAX_ROWS} rows`);
      rows.push(row);
    }
  } catch (error) {
    throw error instanceof DomainError ? error : badCsv(name, 'is not a CSV file we can read');
  } finally {
    source.destroy();
  }
  return rows;
}

function habitsOf(rows: string[][]): Habit[] {
  const [header = [], ...lines] = rows;
  const column = (title: string) => header.findIndex((cell) => cell.trim() === title);
  const [position, name, type, archived] = ['Position', 'Name', 'Type', 'Archived?'].map(column);
  if (position === undefined || name === undefined || position < 0 || name < 0) {
    throw badCsv('Habits.csv', 'has no Position and Name columns');
  }
  if (lines.length > MAX_HABITS) throw badCsv('Habits.csv', `lists more than ${MAX_HABITS} habits`);
  const typeOf = (line: string[]): HabitType => {
    // Versions before numerical habits had no Type column: every habit was yes or no.
    if (type === undefined || type < 0) return 'yes-no';
    const kind = line[type]?.trim();
    return kind === 'NUMERICAL' ? 'numerical' : kind === 'YES_NO' ? 'yes-no' : 'unknown';
  };
  return lines.map((line) => ({
    position: line[position]?.trim() ?? '',
    name: line[name]?.trim() ?? '',
    type: typeOf(line),
    isArchived: archived !== undefined && archived >= 0 && line[archived]?.trim() === 'true',
  }));
}

/** Done days by column from an all-habits CSV: Date, then one column per habit. */
function daysByColumn(rows: string[][], name: string, types: (title: string) => HabitType) {
  const [header = [], ...lines] = rows;
  if (header[0]?.trim() !== 'Date') throw badCsv(name, 'does not start with a Date column');
  if (header.length - 1 > MAX_HABITS) throw badCsv(name, `has more than ${MAX_HABITS} habits`);
  const titles = header.slice(1).map((title) => title.trim());
  const habits = titles.map((title) => ({ title, dates: [] as string[] }));
  for (const line of lines) {
    const day = line[0]?.trim() ?? '';
    if (!DAY.test(day)) continue;
    habits.forEach((habit, i) => {
      if (habit.title !== '' && isDone(line[i + 1] ?? '', types(habit.title)))
        habit.dates.push(day);
    });
  }
  return habits.filter((habit) => habit.title !== '');
}

function toJournal(habits: ForeignTracker[]): ForeignJournal {
  const leftOut = new LeftOut();
  const trackers = habits.map((habit) => {
    const tracker = trackerOf(habit, leftOut);
    return tracker.title === '' ? { ...tracker, title: DEFAULT_TRACKER_TITLE } : tracker;
  });
  return { format: 'loop', entries: [], trackers, leftOut };
}

/** The ZIP Loop exports: the habits in their order, those not archived first. */
export async function readLoopZip(entries: ArchiveEntries): Promise<ForeignJournal> {
  const budget = { bytes: 0 };
  const csv = async (name: string) => {
    const chunks = entries.stream(name, MAX_ARCHIVE_JSON_BYTES);
    return chunks ? readCsv(chunks, name, budget) : null;
  };
  const habitRows = await csv('Habits.csv');
  if (!habitRows) {
    const all = (await csv('Checkmarks.csv')) ?? [];
    return toJournal(daysByColumn(all, 'Checkmarks.csv', () => 'unknown'));
  }
  const habits = habitsOf(habitRows).sort(
    (a, b) => Number(a.isArchived) - Number(b.isArchived) || a.position.localeCompare(b.position),
  );
  let all: ReturnType<typeof daysByColumn> | null = null;
  const read: ForeignTracker[] = [];
  for (const habit of habits) {
    // Loop names each habit's folder by its position: "001 Meditate".
    const own = entries.names.find(
      (name) => name.startsWith(`${habit.position} `) && name.endsWith('/Checkmarks.csv'),
    );
    if (own && /^\d{1,4}$/.test(habit.position)) {
      const rows = (await csv(own)) ?? [];
      const dates = rows
        .slice(1)
        .filter((row) => DAY.test(row[0]?.trim() ?? '') && isDone(row[1] ?? '', habit.type))
        .map((row) => row[0]?.trim() ?? '');
      read.push({ title: habit.name, dates });
      continue;
    }
    all ??= daysByColumn((await csv('Checkmarks.csv')) ?? [['Date']], 'Checkmarks.csv', (title) => {
      return habits.find((h) => h.name === title)?.type ?? 'unknown';
    });
    read.push({ title: habit.name, dates: all.find((h) => h.title === habit.name)?.dates ?? [] });
  }
  return toJournal(read);
}

/** Loop's all-habits Checkmarks.csv uploaded on its own. */
export async function readLoopCsv(file: string): Promise<ForeignJournal> {
  const rows = await readCsv(createReadStream(file, { highWaterMark: 64 * 1024 }), 'The CSV file', {
    bytes: 0,
  });
  return toJournal(daysByColumn(rows, 'The CSV file', () => 'unknown'));
}

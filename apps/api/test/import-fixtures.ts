import { createHash } from 'node:crypto';
import { makeZip, type ZipEntry } from './archive-fixtures.ts';

/*
 * Files of other journals as their apps write them (decision 0048 describes each format),
 * built here so that the import's tests need no file from anyone's journal.
 */

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

export type DayOneEntryInput = {
  uuid: string;
  text: string;
  creationDate: string;
  modifiedDate?: string;
  timeZone?: string;
  tags?: string[];
  /** Pictures placed in the text and stored under photos/ by their MD5. */
  photos?: Array<{ bytes: Buffer; type?: string; identifier?: string }>;
  /** Attachments that are no pictures. */
  videos?: number;
};

/** Day One's JSON export: Journal.json (or `journalName`.json) and photos/<md5>.<type>. */
export function dayOneZip(
  entries: DayOneEntryInput[],
  options: { journalName?: string; extraFiles?: ZipEntry[] } = {},
): Promise<Buffer> {
  const files: ZipEntry[] = [];
  const json = {
    metadata: { version: '1.0' },
    entries: entries.map((entry) => {
      const photos = (entry.photos ?? []).map((photo, i) => {
        const hash = md5(photo.bytes);
        const type = photo.type ?? 'jpeg';
        files.push({ name: `photos/${hash}.${type}`, data: photo.bytes, compress: false });
        return {
          identifier: photo.identifier ?? `${entry.uuid.slice(0, 24)}${String(i).padStart(8, '0')}`,
          md5: hash,
          type,
          orderInEntry: i,
          width: 10,
          height: 10,
        };
      });
      const moments = photos.map((p) => `![](dayone-moment://${p.identifier})`).join('\n');
      return {
        uuid: entry.uuid,
        text: moments ? `${entry.text}\n\n${moments}` : entry.text,
        creationDate: entry.creationDate,
        modifiedDate: entry.modifiedDate ?? entry.creationDate,
        timeZone: entry.timeZone ?? 'Europe/Madrid',
        starred: false,
        tags: entry.tags ?? [],
        photos,
        videos: Array.from({ length: entry.videos ?? 0 }, (_, i) => ({
          identifier: `VIDEO${i}`,
          md5: md5(Buffer.from(`video ${i}`)),
          type: 'mov',
        })),
        location: { placeName: 'Somewhere', latitude: 40.4, longitude: -3.7 },
        weather: { temperatureCelsius: 21, conditionsDescription: 'Clear' },
      };
    }),
  };
  return makeZip([
    { name: `${options.journalName ?? 'Journal'}.json`, data: JSON.stringify(json, null, 2) },
    ...files,
    ...(options.extraFiles ?? []),
  ]);
}

export type DaylioEntryInput = {
  /** Milliseconds since 1970, UTC. */
  datetime: number;
  /** A customMoods id: 1 to 5 are Daylio's own moods (rad ... awful). */
  mood?: number;
  tags?: number[];
  note?: string;
  noteTitle?: string;
  photos?: Buffer[];
};

/** The backup's JSON before it is base64-encoded (for tests that write it themselves). */
export function daylioJson(entries: DaylioEntryInput[], photos: Map<Buffer, number>) {
  const assets = [...photos].map(([bytes, id]) => ({
    id,
    checksum: md5(bytes),
    type: 1,
    createdAt: 0,
    createdAtOffset: 0,
    android_metadata: '{}',
  }));
  return {
    version: 19,
    isReminderOn: true,
    customMoods: [
      { id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1, icon_id: 1, state: 0 },
      { id: 2, custom_name: '', mood_group_id: 2, predefined_name_id: 2, icon_id: 2, state: 0 },
      { id: 3, custom_name: '', mood_group_id: 3, predefined_name_id: 3, icon_id: 3, state: 0 },
      { id: 4, custom_name: '', mood_group_id: 4, predefined_name_id: 4, icon_id: 4, state: 0 },
      { id: 5, custom_name: '', mood_group_id: 5, predefined_name_id: 5, icon_id: 5, state: 0 },
      {
        id: 6,
        custom_name: 'sleepy',
        mood_group_id: 3,
        predefined_name_id: -1,
        icon_id: 9,
        state: 0,
      },
    ],
    tags: [
      { id: 1, name: 'friends', createdAt: 0, icon: 1, order: 1, state: 0, id_tag_group: 1 },
      { id: 2, name: 'reading', createdAt: 0, icon: 2, order: 2, state: 0, id_tag_group: 1 },
    ],
    tag_groups: [{ id: 1, name: 'Social', order: 1 }],
    dayEntries: entries.map((entry, i) => {
      const date = new Date(entry.datetime);
      return {
        id: i + 1,
        minute: date.getUTCMinutes(),
        hour: date.getUTCHours(),
        day: date.getUTCDate(),
        month: date.getUTCMonth(),
        year: date.getUTCFullYear(),
        datetime: entry.datetime,
        timeZoneOffset: 3_600_000,
        mood: entry.mood ?? 2,
        note: entry.note ?? '',
        note_title: entry.noteTitle ?? '',
        tags: entry.tags ?? [],
        assets: (entry.photos ?? []).map((bytes) => photos.get(bytes)),
      };
    }),
    achievements: [{ name: 'AC_FIRST_ENTRY', seen: true }],
    goals: [],
    prefs: [{ key: 'LAST_DAYS_IN_ROW_NUMBER', value: 2, pref_name: 'default' }],
    assets,
    metadata: { number_of_entries: entries.length, created_at: 0, platform: 'android' },
  };
}

/** Daylio's backup: backup.daylio (the JSON in base64) and assets/photos/<year>/<month>/<md5>. */
export function daylioBackup(entries: DaylioEntryInput[]): Promise<Buffer> {
  const photos = new Map<Buffer, number>();
  for (const entry of entries) {
    for (const bytes of entry.photos ?? []) photos.set(bytes, photos.size + 1);
  }
  const json = daylioJson(entries, photos);
  const base64 = Buffer.from(JSON.stringify(json)).toString('base64');
  // Android writes it in lines of 76 characters.
  const lines = base64.match(/.{1,76}/g)?.join('\n') ?? '';
  return makeZip([
    { name: 'backup.daylio', data: lines },
    ...[...photos].map(([bytes]) => ({
      name: `assets/photos/2024/3/${md5(bytes)}`,
      data: bytes,
      compress: false,
    })),
  ]);
}

export type JournivEntryInput = {
  title: string;
  text: string;
  at: string;
  tags?: string[];
  mood?: string;
  photo?: Buffer;
  externalId?: string;
};

/**
 * Journiv's export: data.json and media/<entry id>/<media id>_<name>. `moments` writes the
 * timeline of export_version 1.5; otherwise journals[].entries[] as before it.
 */
export function journivZip(
  entries: JournivEntryInput[],
  options: { moments?: boolean } = {},
): Promise<Buffer> {
  const media: ZipEntry[] = [];
  const mediaOf = (entry: JournivEntryInput, i: number) => {
    if (!entry.photo) return [];
    const filePath = `entry-${i}/media-${i}_photo.jpg`;
    media.push({ name: `media/${filePath}`, data: entry.photo, compress: false });
    return [
      {
        filename: 'photo.jpg',
        file_path: filePath,
        media_type: 'image',
        file_size: entry.photo.length,
        mime_type: 'image/jpeg',
        created_at: entry.at,
        updated_at: entry.at,
      },
    ];
  };
  const delta = (text: string) => ({ ops: [{ insert: `${text}\n` }] });
  const head = {
    export_date: '2026-05-01T10:00:00Z',
    app_version: '0.1.0',
    user_email: 'someone@example.com',
    user_name: 'someone',
    mood_definitions: [{ name: 'happy', category: 'positive', icon: null }],
  };
  const json = options.moments
    ? {
        export_version: '1.5',
        ...head,
        journals: [
          {
            title: 'Daily',
            created_at: '2024-01-01T00:00:00Z',
            updated_at: '2024-01-01T00:00:00Z',
          },
        ],
        goal_logs: Array.from({ length: 50 }, (_, i) => ({
          goal_external_id: 'g',
          logged_date: '2024-01-01',
          n: i,
        })),
        moments: entries.map((entry, i) => ({
          logged_at_utc: entry.at,
          logged_date_tz: entry.at.slice(0, 10),
          logged_timezone: 'UTC',
          tags: entry.tags ?? [],
          primary_mood_name: entry.mood ?? null,
          mood_activity: [],
          media: mediaOf(entry, i),
          entry: {
            title: entry.title,
            content_delta: delta(entry.text),
            content_plain_text: entry.text,
            created_at: entry.at,
            updated_at: entry.at,
            external_id: entry.externalId ?? null,
          },
          created_at: entry.at,
          updated_at: entry.at,
          external_id: entry.externalId ?? null,
        })),
      }
    : {
        export_version: '1.0',
        ...head,
        journals: [
          {
            title: 'Daily',
            created_at: '2024-01-01T00:00:00Z',
            updated_at: '2024-01-01T00:00:00Z',
            entries: entries.map((entry, i) => ({
              title: entry.title,
              content: entry.text,
              entry_date: entry.at.slice(0, 10),
              entry_datetime_utc: entry.at,
              entry_timezone: 'UTC',
              tags: entry.tags ?? [],
              mood_log: entry.mood
                ? {
                    mood_name: entry.mood,
                    logged_date: entry.at.slice(0, 10),
                    logged_datetime_utc: entry.at,
                    created_at: entry.at,
                    updated_at: entry.at,
                  }
                : null,
              media: mediaOf(entry, i),
              created_at: entry.at,
              updated_at: entry.at,
              external_id: entry.externalId ?? null,
            })),
          },
        ],
      };
  return makeZip([{ name: 'data.json', data: JSON.stringify(json) }, ...media]);
}

/** A ZIP of Markdown files (and whatever else is given), by name. */
export function markdownZip(files: Record<string, string | Buffer>): Promise<Buffer> {
  return makeZip(Object.entries(files).map(([name, data]) => ({ name, data })));
}

export type LoopHabitInput = {
  name: string;
  /** Days done, YYYY-MM-DD. */
  done: string[];
  numerical?: boolean;
  archived?: boolean;
};

/** Loop Habit Tracker's CSV export: Habits.csv, a folder per habit and Checkmarks.csv. */
export function loopZip(habits: LoopHabitInput[]): Promise<Buffer> {
  const habitsCsv = [
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
    ...habits.map(
      (habit, i) =>
        `${String(i + 1).padStart(3, '0')},${habit.name},${habit.numerical ? 'NUMERICAL' : 'YES_NO'},Did you?,,1,1,#FF8F00,${habit.numerical ? 'pages' : ''},${habit.numerical ? 'AT_LEAST' : ''},${habit.numerical ? '10.0' : ''},${habit.archived ? 'true' : 'false'}`,
    ),
  ].join('\n');
  const folders: ZipEntry[] = habits.map((habit, i) => {
    const days = [...habit.done].sort().reverse();
    const rows = days.map((day) => `${day},${habit.numerical ? '12000' : 'YES_MANUAL'},`);
    // Days not done are written too: NO, and YES_AUTO where the habit was not due.
    rows.push('2020-01-02,NO,', '2020-01-01,YES_AUTO,"a note, with a comma"');
    return {
      name: `${String(i + 1).padStart(3, '0')} ${habit.name}/Checkmarks.csv`,
      data: `Date,Value,Notes\n${rows.join('\n')}\n`,
    };
  });
  return makeZip([{ name: 'Habits.csv', data: habitsCsv }, ...folders, ...loopAllHabits(habits)]);
}

function loopAllHabits(habits: LoopHabitInput[]): ZipEntry[] {
  return [{ name: 'Checkmarks.csv', data: loopCsv(habits) }];
}

/** Loop's Checkmarks.csv of all habits: Date, then a column per habit, newest day first. */
export function loopCsv(habits: LoopHabitInput[]): string {
  const days = [...new Set(habits.flatMap((habit) => habit.done))].sort().reverse();
  const header = `Date,${habits.map((habit) => habit.name).join(',')},`;
  const rows = days.map(
    (day) =>
      `${day},${habits.map((habit) => (habit.done.includes(day) ? 'YES_MANUAL' : 'NO')).join(',')},`,
  );
  return `${[header, ...rows].join('\n')}\n`;
}

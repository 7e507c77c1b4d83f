import { FEELING_MAX_LENGTH, feelingIntensitySchema } from './feelings.schemas.ts';
import { HABIT_TRACKERS_PER_USER, USER_CITY_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './limits.ts';
import {
  FOREIGN_JOURNALS,
  importedFromSchema,
  postCategorySchema,
  postInputSchema,
  postSchema,
} from './posts.schemas.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { DAYS_PER_WEEK_EVERY_DAY } from './tracker-streaks.ts';
import {
  calendarDaySchema,
  daysPerWeekSchema,
  TRACKER_MAX_DATES,
  TRACKER_TITLE_MAX_LENGTH,
  trackerPausesSchema,
} from './trackers.schemas.ts';
import { userGoalSchema } from './users.schemas.ts';
import { z } from './zod.ts';

/*
 * The export archive (docs/export-format.md): a ZIP holding ARCHIVE_JSON_NAME, one Markdown
 * file per post under posts/ and the images under images/. Only the JSON is read back on
 * import; the Markdown is for people.
 */

export const ARCHIVE_FORMAT = 'inner-compass-export';
/** The version an export writes: 2 added a tracker's rest days, pauses and goal. */
export const ARCHIVE_VERSION = 2;
/** The versions an import reads: version 1's trackers read as every day, no rest, no pause. */
export const ARCHIVE_VERSIONS_READ = [1, 2] as const;
export const ARCHIVE_JSON_NAME = 'inner-compass-export.json';
export const ARCHIVE_FILE_NAME = 'inner-compass-export.zip';

/** The largest archive an import accepts (the upload itself). */
export const MAX_ARCHIVE_UPLOAD_BYTES = 100 * 1024 * 1024;
/** What all its entries may unpack to together: declared sizes and bytes actually inflated. */
export const MAX_ARCHIVE_UNPACKED_BYTES = 150 * 1024 * 1024;
/** Room for every post's Markdown file and every image (posts + images + 1 stays below it). */
export const MAX_ARCHIVE_ENTRIES = 65_000;
export const MAX_ARCHIVE_POSTS = 20_000;
export const MAX_ARCHIVE_IMAGES = 10_000;
export const MAX_ARCHIVE_FEELINGS = 150_000;
export const MAX_ARCHIVE_SUGGESTIONS_PER_POST = 1_000;
/**
 * ARCHIVE_JSON_NAME's own size, counted as it inflates. It is read as a stream, one record at a
 * time, so memory follows the records kept, not the text.
 */
export const MAX_ARCHIVE_JSON_BYTES = 32 * 1024 * 1024;
/**
 * JSON tokens in one record (a post, feeling, tracker, image or the profile) or between two: a
 * post at every limit holds about 15,000 (lists of 200, 1,000 suggestions), a tracker about
 * 10,000. What a record may cost while it is assembled, before its schema sees it.
 */
export const MAX_ARCHIVE_TOKENS_PER_RECORD = 50_000;
/**
 * Width × height summed over an archive's images, read from their headers before any is
 * decoded: what one import may cost in image work (a 100 MB archive of photos holds far less).
 */
export const MAX_ARCHIVE_PIXELS = 1_000_000_000;
/**
 * Imports (previews included) one server process reads and writes at once: the heaviest
 * archive the limits above accept takes up to 600 MB of its memory (decision 0030).
 */
export const ARCHIVE_IMPORTS_AT_ONCE = 1;
/** Imports that may wait for their turn, their uploads on disk; past them the server says busy. */
export const ARCHIVE_IMPORTS_WAITING = 4;
/**
 * How long reading one file (its format, records, cleaning and pictures) may take, in its own
 * worker thread: the heaviest archive the limits accept reads in well under a minute, so a file
 * past this is one made to cost, and it is refused with nothing written.
 */
export const ARCHIVE_READ_SECONDS = 180;

const instantSchema = z.iso.datetime({ offset: true });
/**
 * An id in the archive, in lower case: the database reads a UUID in any case as the same id,
 * so the import compares and remembers them in the one form it stores.
 */
const archiveIdSchema = z.uuid().toLowerCase();
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lower-case hex digits');

export const archivedSuggestionSchema = z.object({
  feedback: z.string().max(5_000),
  created: instantSchema,
});

/** A post: what its author wrote (the post form's fields), its id and its two dates. */
export const archivedPostSchema = postInputSchema.omit({ sealed: true }).extend({
  id: archiveIdSchema,
  image: archiveIdSchema.nullable().default(null),
  created: instantSchema,
  lastUpdate: instantSchema,
  /** The journal an entry was first imported from, or null (archives made before: null). */
  importedFrom: importedFromSchema.nullable().default(null),
  /** The post's Markdown file in the archive, for people; ignored on import. */
  markdownFile: z.string().max(300),
  /** Suggestions others wrote that a moderator approved: a record, never imported. */
  suggestions: z.array(archivedSuggestionSchema).max(MAX_ARCHIVE_SUGGESTIONS_PER_POST).default([]),
});
export type ArchivedPost = z.output<typeof archivedPostSchema>;

export const archivedFeelingSchema = z.object({
  id: archiveIdSchema,
  feeling: z.string().trim().toLowerCase().min(1).max(FEELING_MAX_LENGTH),
  /** 1 to 5, or null when the person did not say (and in archives made before intensities). */
  intensity: feelingIntensitySchema.nullable().default(null),
  created: instantSchema,
});

export const archivedTrackerSchema = z.object({
  id: archiveIdSchema,
  title: z.string().trim().min(1).max(TRACKER_TITLE_MAX_LENGTH),
  dates: z
    .array(calendarDaySchema)
    .max(TRACKER_MAX_DATES)
    .transform((dates) => [...new Set(dates)].sort()),
  /** Version 2 on; version 1 had none. A day done is never also rest. */
  restDates: z
    .array(calendarDaySchema)
    .max(TRACKER_MAX_DATES)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  pauses: trackerPausesSchema.default([]),
  daysPerWeek: daysPerWeekSchema.default(DAYS_PER_WEEK_EVERY_DAY),
});

const IMAGE_FILE = /^images\/[0-9a-f-]{36}\.jpg$/;

export const archivedImageSchema = z.object({
  id: archiveIdSchema,
  /** Where the JPEG lies in the archive: images/<id>.jpg. */
  file: z.string().regex(IMAGE_FILE, 'image files are images/<id>.jpg'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sha256: sha256Schema,
});

export const archivedProfileSchema = z.object({
  name: z.string().trim().max(USER_NAME_MAX_LENGTH),
  city: z.string().trim().max(USER_CITY_MAX_LENGTH),
  /** Ids of entries in `images`, or null. */
  image: archiveIdSchema.nullable(),
  backgroundImage: archiveIdSchema.nullable(),
  /** What the person came for; absent in archives made before it was asked. */
  goal: userGoalSchema.nullable().optional(),
});

/** The archive's single values: every key of the JSON but its lists. */
export const archiveHeadSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSIONS_READ),
  exportedAt: instantSchema,
  profile: archivedProfileSchema,
});

/** The archive's lists: each record's schema and how many records the list may hold. */
export const ARCHIVE_LISTS = {
  posts: { record: archivedPostSchema, max: MAX_ARCHIVE_POSTS },
  feelings: { record: archivedFeelingSchema, max: MAX_ARCHIVE_FEELINGS },
  trackers: { record: archivedTrackerSchema, max: HABIT_TRACKERS_PER_USER },
  images: { record: archivedImageSchema, max: MAX_ARCHIVE_IMAGES },
} as const;
export type ArchiveListName = keyof typeof ARCHIVE_LISTS;

type ArchiveShape = z.output<typeof archiveHeadSchema> & {
  [Name in ArchiveListName]: Array<z.output<(typeof ARCHIVE_LISTS)[Name]['record']>>;
};

/** What no single record shows: images referred to but not listed, ids twice, two identities. */
export function archiveConsistencyIssues(archive: ArchiveShape): string[] {
  const issues: string[] = [];
  const imageIds = new Set(archive.images.map((image) => image.id));
  if (imageIds.size !== archive.images.length) issues.push('An image appears twice.');
  for (const image of archive.images) {
    if (image.file !== `images/${image.id}.jpg`) issues.push(`Image ${image.id} has another file.`);
  }
  for (const id of [
    archive.profile.image,
    archive.profile.backgroundImage,
    ...archive.posts.map((p) => p.image),
  ]) {
    if (id !== null && !imageIds.has(id)) issues.push(`Image ${id} is referred to but not listed.`);
  }
  for (const list of [archive.posts, archive.feelings, archive.trackers]) {
    if (new Set(list.map((item) => item.id)).size !== list.length) {
      issues.push('An id appears twice.');
    }
  }
  if (archive.posts.filter((post) => post.category === 'identity').length > 1) {
    issues.push('An archive holds one identity record at most.');
  }
  return issues;
}

/** The whole of inner-compass-export.json, version 1 or 2. */
export const archiveSchema = archiveHeadSchema
  .extend({
    posts: z.array(ARCHIVE_LISTS.posts.record).max(ARCHIVE_LISTS.posts.max),
    feelings: z.array(ARCHIVE_LISTS.feelings.record).max(ARCHIVE_LISTS.feelings.max),
    trackers: z.array(ARCHIVE_LISTS.trackers.record).max(ARCHIVE_LISTS.trackers.max),
    images: z.array(ARCHIVE_LISTS.images.record).max(ARCHIVE_LISTS.images.max),
  })
  .superRefine((archive, context) => {
    for (const message of archiveConsistencyIssues(archive)) {
      context.addIssue({ code: 'custom', message });
    }
  });
export type Archive = z.output<typeof archiveSchema>;
export type ArchiveInput = z.input<typeof archiveSchema>;

// Imports from other journals (decision 0048) ---------------------------------------------

/**
 * What an import can read, told from the file itself (its first bytes and the names inside a
 * ZIP), never from its name or a header the client sets.
 */
export const IMPORT_FORMATS = ['inner-compass', ...FOREIGN_JOURNALS] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/**
 * Why part of a file is not imported as it is. The preview and the answer count each, so the
 * person knows before importing what stays behind.
 */
export const LEFT_OUT_REASONS = [
  /** A post holds one picture: an entry's photos after its first. */
  'more_photos',
  /** Videos, audio, PDFs and other attachments that are not pictures. */
  'not_a_photo',
  /** Photos an entry names that the file does not hold. */
  'photo_missing',
  /** Photos in a format we cannot read (HEIC, for one), damaged or over the size limits. */
  'photo_unreadable',
  /** Entries with no text, title, mood, tag or photo. */
  'empty_entry',
  /** Entries that appear twice in the file. */
  'duplicate_entry',
  /** Entries without a date we can read. */
  'undated_entry',
  /** Texts, titles, moods or tags cut to what a post holds (imported, shortened). */
  'text_shortened',
  /** Habits beyond the three trackers a person has. */
  'trackers_full',
  /** A habit's done days beyond the most a tracker keeps: the oldest ones. */
  'tracker_days_cut',
] as const;
export const leftOutReasonSchema = z.enum(LEFT_OUT_REASONS);
export type LeftOutReason = z.infer<typeof leftOutReasonSchema>;

/** The query of POST archive/import: `dryRun=true` reads and checks the file, writes nothing. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** What a file holds, told before (dry run) and after an import. */
export const importPreviewSchema = z.object({
  /** Posts the file holds: entries of another journal, or an export's posts. */
  entries: z.number().int(),
  /** The first and last day written, as instants; null without entries. */
  firstDate: z.iso.datetime({ offset: true }).nullable(),
  lastDate: z.iso.datetime({ offset: true }).nullable(),
  /** Pictures that go with the entries (at most one per post). */
  photos: z.number().int(),
  /** Habit trackers the file holds. */
  trackers: z.number().int(),
  feelings: z.number().int(),
  leftOut: z.array(z.object({ reason: leftOutReasonSchema, count: z.number().int() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * What POST archive/import answers: the file's format and what it holds, then what was added,
 * brought back or merged (with `dryRun`, what would be: nothing is written).
 */
export const importSummarySchema = z.object({
  format: importFormatSchema,
  dryRun: z.boolean(),
  preview: importPreviewSchema,
  postsAdded: z.number().int(),
  postsRestored: z.number().int(),
  identityMerged: z.boolean(),
  feelingsAdded: z.number().int(),
  trackersAdded: z.number().int(),
  trackersMerged: z.number().int(),
  /** Trackers left out: the account already had three others. */
  trackersSkipped: z.number().int(),
  imagesAdded: z.number().int(),
  profileFilled: z.boolean(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importResponseSchema = z.object({ data: importSummarySchema });

// The report for a therapist or coach --------------------------------------------------------

export const REPORT_MAX_DAYS = 3_660;

/** A report's first or last day: a real calendar day, within years a journal can hold. */
const reportDaySchema = calendarDaySchema.refine(
  (day) => day >= '1900-01-01' && day <= '2999-12-31',
  'Choose a day between 1900 and 2999.',
);

/** GET archive/report: the period (calendar days in the person's time zone) and categories. */
export const reportQuerySchema = z
  .object({
    from: reportDaySchema,
    to: reportDaySchema,
    /** Comma-separated categories; all of them when absent. */
    categories: z
      .string()
      .max(1_000)
      .optional()
      .transform((value, context) => {
        if (value === undefined || value === '') return undefined;
        const parsed = z.array(postCategorySchema).safeParse(value.split(','));
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message: 'Unknown category.' });
          return z.NEVER;
        }
        return [...new Set(parsed.data)];
      }),
    /** An IANA time zone (the browser's), so that days start at the person's midnight. */
    timeZone: timeZoneSchema.default('UTC'),
  })
  .refine((query) => query.from <= query.to, { message: 'The period ends before it starts.' })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 <= REPORT_MAX_DAYS,
    { message: 'The period may be ten years at most.' },
  );
export type ReportQuery = z.output<typeof reportQuerySchema>;

/**
 * GET archive/sealed: a sealed journal's archive as the server holds it, for the person's
 * device to open and write as the same ZIP (docs/decisions/0068): each post with its envelope
 * (its private fields blank beside it) or, shared, plain.
 */
export const sealedArchiveResponseSchema = z.object({
  data: z.object({
    exportedAt: z.iso.datetime({ offset: true }),
    profile: z.object({
      name: z.string(),
      city: z.string(),
      image: z.uuid().nullable(),
      backgroundImage: z.uuid().nullable(),
      goal: userGoalSchema.nullable(),
    }),
    posts: z.array(
      postSchema
        .omit({
          _id: true,
          user: true,
          isOwner: true,
          fakeUser: true,
          imageWidth: true,
          imageHeight: true,
          uncheckedItems: true,
          approvalStatus: true,
        })
        .extend({
          id: z.uuid(),
          suggestions: z.array(z.object({ feedback: z.string(), created: z.string() })),
        }),
    ),
    feelings: z.array(
      z.object({
        id: z.uuid(),
        feeling: z.string(),
        intensity: z.number().int().nullable(),
        created: z.string(),
        sealed: sealedEnvelopeSchema.nullable(),
      }),
    ),
    trackers: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        dates: z.array(z.string()),
        restDates: z.array(z.string()),
        pauses: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
        daysPerWeek: z.number().int(),
        sealedTitle: sealedEnvelopeSchema.nullable(),
      }),
    ),
    images: z.array(
      z.object({
        id: z.uuid(),
        file: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        /** Of the stored bytes: a sealed picture's is the ciphertext's, and the device hashes it anew. */
        sha256: z.string(),
        sealed: z.boolean(),
      }),
    ),
  }),
});
export type SealedArchive = z.infer<typeof sealedArchiveResponseSchema>['data'];

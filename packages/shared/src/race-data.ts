/**
 * Race data import format, version 1 (docs/race-data/README.md): one row per runner of a racecard or a
 * results file, as CSV (snake_case header) or JSON ({ version: 1, rows: [...] } with camelCase keys).
 * The one source of truth for the back office (preview before upload), the API (validation) and the
 * feed providers' documentation. Times are Europe/Dublin wall-clock times.
 */
import { z } from 'zod';
import { RACE_NUMBER_MAX, DRAW_POSITION_MAX } from './forms/post.js';
import { isValidFinishingPosition, type RaceUpdateType } from './racing.js';
import { parseIsoDate } from './validation.js';
import {
  FIELD_LABELS,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  incorrectFormatMessage,
  optionalText,
  optionalWholeNumber,
  requiredText,
  requiredWholeNumber,
} from './validation.js';

/** The format version this code reads and writes. */
export const RACE_DATA_FORMAT_VERSION = 1;
/** At most this many rows per file (a busy day for a large yard is well under it). */
export const RACE_DATA_MAX_ROWS = 500;
/** At most this many characters of CSV text per upload. */
export const RACE_DATA_MAX_CSV_LENGTH = 500_000;
/** Statuses a runner may have in a file (SPEC §3 entry statuses, without the empty one). */
export const RACE_DATA_STATUSES = ['Entered', 'Declared'] as const;

/** CSV header names (v1) → JSON keys, in the documented column order. */
export const RACE_DATA_CSV_COLUMNS = {
  date: 'date',
  off_time: 'offTime',
  racetrack: 'racetrack',
  race_number: 'raceNumber',
  race_name: 'raceName',
  distance: 'distance',
  horse: 'horse',
  jockey: 'jockey',
  draw: 'draw',
  status: 'status',
  finishing_position: 'finishingPosition',
  racecard_url: 'racecardUrl',
  result_url: 'resultUrl',
  replay_url: 'replayUrl',
  timeform_comment: 'timeformComment',
} as const;
export type RaceDataCsvColumn = keyof typeof RACE_DATA_CSV_COLUMNS;

export const RACE_DATA_MESSAGES = {
  version: `Unsupported file version: this importer reads version ${RACE_DATA_FORMAT_VERSION}`,
  tooManyRows: `A file may hold at most ${RACE_DATA_MAX_ROWS} rows`,
  noRows: 'The file holds no rows',
  unknownColumn: (name: string) => `Unknown column "${name}"`,
  missingColumn: (name: string) => `Missing column "${name}"`,
  badCsv: 'The CSV file could not be read (check quotes and commas)',
  horseRequired: 'Please give the horse name or id',
  horseUnknown: 'No horse of yours has this name or id',
  horseAmbiguous: 'Several of your horses have this name: use the horse id',
  status: 'Status must be Entered or Declared',
  url: 'Link must be an http(s) address',
} as const;

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

const optionalUrl = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH)
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { error: RACE_DATA_MESSAGES.url })
  .optional();

/** One runner (JSON keys). Horse is a name, a numeric id or an IRI (/api/horses/12). */
export const raceDataRowSchema = z.object({
  date: requiredText(FIELD_LABELS.date, 10).refine((value) => parseIsoDate(value) !== null, {
    error: incorrectFormatMessage(FIELD_LABELS.date),
  }),
  offTime: requiredText(FIELD_LABELS.time, 5).regex(TIME_24H, {
    error: incorrectFormatMessage(FIELD_LABELS.time),
  }),
  racetrack: requiredText(FIELD_LABELS.racetrack, NAME_MAX_LENGTH),
  raceNumber: requiredWholeNumber(FIELD_LABELS.raceNumber, 1, RACE_NUMBER_MAX),
  raceName: requiredText(FIELD_LABELS.raceName, TEXT_MAX_LENGTH),
  distance: optionalText(FIELD_LABELS.distance, 50),
  horse: z
    .union([z.string(), z.number()], { error: RACE_DATA_MESSAGES.horseRequired })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', { error: RACE_DATA_MESSAGES.horseRequired }),
  jockey: optionalText(FIELD_LABELS.jockey, NAME_MAX_LENGTH),
  draw: optionalWholeNumber(FIELD_LABELS.drawPosition, 1, DRAW_POSITION_MAX),
  status: z.enum(RACE_DATA_STATUSES, { error: RACE_DATA_MESSAGES.status }),
  finishingPosition: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => value === '' || isValidFinishingPosition(value), {
      error: incorrectFormatMessage(FIELD_LABELS.finishingPosition),
    })
    .optional(),
  racecardUrl: optionalUrl,
  resultUrl: optionalUrl,
  replayUrl: optionalUrl,
  timeformComment: optionalText('Timeform comment', TEXT_MAX_LENGTH),
});
export type RaceDataRowInput = z.input<typeof raceDataRowSchema>;
export type RaceDataRow = z.output<typeof raceDataRowSchema>;

/** The JSON file: a version and its rows (rows are validated one by one, so one bad row stays one error). */
export const raceDataFileSchema = z.object({
  version: z.literal(RACE_DATA_FORMAT_VERSION, { error: RACE_DATA_MESSAGES.version }),
  rows: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, { error: RACE_DATA_MESSAGES.noRows })
    .max(RACE_DATA_MAX_ROWS, { error: RACE_DATA_MESSAGES.tooManyRows }),
});
export type RaceDataFile = z.infer<typeof raceDataFileSchema>;

/**
 * The import request (back office and feed API alike): the JSON file, or CSV text; `dryRun` previews
 * what would change without saving anything. `syndicate` narrows name matching to one syndicate.
 */
export const raceImportRequestSchema = z
  .object({
    dryRun: z.boolean().default(true),
    csv: z.string().max(RACE_DATA_MAX_CSV_LENGTH).optional(),
    version: z.unknown().optional(),
    rows: z.unknown().optional(),
  })
  .refine((body) => body.csv !== undefined || body.rows !== undefined, {
    error: 'Please attach a CSV or JSON race data file',
  });
export type RaceImportRequest = z.input<typeof raceImportRequestSchema>;

/** The race update a row announces: a placing or code means a result, else the declaration or entry. */
export function raceUpdateTypeOfRow(row: Pick<RaceDataRow, 'status' | 'finishingPosition'>): RaceUpdateType {
  if (row.finishingPosition) return 'Result';
  return row.status === 'Declared' ? 'Final Declaration' : '5 Day Entry';
}

/** Order of the stages a race goes through; a file never moves an entry backwards. */
export const RACE_STAGE_ORDER: Readonly<Record<RaceUpdateType, number>> = {
  'Race Preview Comment': 0,
  '5 Day Entry': 1,
  'Final Declaration': 2,
  Result: 3,
};

/** Splits CSV text (RFC 4180: quotes, doubled quotes, CRLF) into records; null when quotes never close. */
export function parseCsvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

/** The CSV file as the JSON file's rows (header names checked), or the problem that stops reading it. */
export function csvToRaceDataFile(text: string): { file: RaceDataFile } | { error: string } {
  const records = parseCsvRecords(text);
  if (!records) return { error: RACE_DATA_MESSAGES.badCsv };
  const [header, ...body] = records;
  if (!header) return { error: RACE_DATA_MESSAGES.noRows };
  const names = header.map((name) => name.trim().toLowerCase());
  let version = RACE_DATA_FORMAT_VERSION;
  for (const name of names) {
    if (name !== 'version' && !(name in RACE_DATA_CSV_COLUMNS))
      return { error: RACE_DATA_MESSAGES.unknownColumn(name) };
  }
  for (const required of ['date', 'off_time', 'racetrack', 'race_number', 'race_name', 'horse', 'status']) {
    if (!names.includes(required)) return { error: RACE_DATA_MESSAGES.missingColumn(required) };
  }
  const rows = body.map((cells) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const cell = cells[index] ?? '';
      if (name === 'version') {
        if (cell.trim() !== '' && Number(cell) !== RACE_DATA_FORMAT_VERSION) version = Number(cell);
      } else row[RACE_DATA_CSV_COLUMNS[name as RaceDataCsvColumn]] = cell;
    });
    return row;
  });
  const parsed = raceDataFileSchema.safeParse({ version, rows });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? RACE_DATA_MESSAGES.badCsv };
  return { file: parsed.data };
}

/** Per-row outcome of a preview or an import. */
export type RaceImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface RaceImportRowResult {
  /** 1-based row number in the file (the CSV header is row 0). */
  row: number;
  action: RaceImportRowAction;
  horse: { id: number; name: string; syndicateId: number } | null;
  /** The name or id the file gave. */
  horseInput: string;
  updateType: RaceUpdateType | null;
  /** Entry fields that change (update) or are set (create). */
  changes: string[];
  errors: { field: string; message: string }[];
  /** Close names of the caller's horses when the name matched none. */
  suggestions: string[];
  /** The horse entry created or updated (apply only). */
  entryId: number | null;
}

export interface RaceImportResult {
  dryRun: boolean;
  version: number;
  rows: RaceImportRowResult[];
  summary: Record<RaceImportRowAction, number>;
}

/** creationTrigger of entries a race data file created (SPEC §3 names 'manual post' for written ones). */
export const CREATION_TRIGGER_RACE_DATA_IMPORT = 'race data import';

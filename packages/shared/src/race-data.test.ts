import { describe, expect, it } from 'vitest';
import {
  RACE_DATA_MESSAGES,
  csvToRaceDataFile,
  parseCsvRecords,
  raceDataRowSchema,
  raceUpdateTypeOfRow,
} from './race-data.js';

const row = {
  date: '2026-12-02',
  offTime: '14:35',
  racetrack: 'Leopardstown',
  raceNumber: '3',
  raceName: 'Maiden Hurdle',
  horse: 'Galway Breeze',
  status: 'Entered',
};

describe('race data format v1', () => {
  it('reads quoted CSV with commas, doubled quotes and CRLF', () => {
    expect(parseCsvRecords('a,b\r\n"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    expect(parseCsvRecords('a\n"open')).toBeNull();
  });

  it('maps the CSV header to the JSON keys and checks the columns', () => {
    const csv =
      'date,off_time,racetrack,race_number,race_name,horse,status,finishing_position\n' +
      '2026-12-02,14:35,Leopardstown,3,Maiden Hurdle,Galway Breeze,Declared,pu\n';
    const result = csvToRaceDataFile(csv);
    expect(result).toEqual({
      file: { version: 1, rows: [{ ...row, status: 'Declared', finishingPosition: 'pu' }] },
    });
    expect(csvToRaceDataFile('date,colour\n')).toEqual({ error: RACE_DATA_MESSAGES.unknownColumn('colour') });
    expect(csvToRaceDataFile('date,horse\n')).toEqual({
      error: RACE_DATA_MESSAGES.missingColumn('off_time'),
    });
    expect(
      'error' in
        csvToRaceDataFile(
          'version,date,off_time,racetrack,race_number,race_name,horse,status\n2,a,b,c,d,e,f,g\n',
        ),
    ).toBe(true);
  });

  it('validates a row with the SPEC messages and derives the race update', () => {
    const parsed = raceDataRowSchema.parse(row);
    expect(parsed.raceNumber).toBe(3);
    expect(raceUpdateTypeOfRow(parsed)).toBe('5 Day Entry');
    expect(raceUpdateTypeOfRow({ status: 'Declared', finishingPosition: '' })).toBe('Final Declaration');
    expect(raceUpdateTypeOfRow({ status: 'Declared', finishingPosition: '2' })).toBe('Result');
    const bad = raceDataRowSchema.safeParse({
      ...row,
      offTime: '25:00',
      status: 'Running',
      finishingPosition: 'zz',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'offTime: Time incorrect format',
      `status: ${RACE_DATA_MESSAGES.status}`,
      'finishingPosition: Finishing position incorrect format',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_POST_MESSAGE,
  createPostDraftSchema,
  horseEntrySchema,
  isPostDraftEmpty,
  isRichTextEmpty,
  postDraftSchema,
} from './post.js';
import { firstErrors } from './test-helpers.js';

const entry = {
  updateType: '5 Day Entry',
  date: '2025-03-30',
  time: '14:35',
  raceNumber: '3',
  racetrack: 'Leopardstown',
  raceName: 'Irish Champion Hurdle',
};

describe('horseEntrySchema', () => {
  it('accepts the required fields and coerces numbers from inputs', () => {
    expect(horseEntrySchema.parse({ ...entry, drawPosition: '', finishingPosition: 'pu' })).toEqual({
      ...entry,
      raceNumber: 3,
      drawPosition: undefined,
      finishingPosition: 'pu',
    });
  });

  it('reports every missing required field', () => {
    expect(firstErrors(horseEntrySchema, { raceNumber: '' })).toEqual({
      updateType: 'Please add an update type before submission',
      date: 'Please add a date before submission',
      time: 'Please add a time before submission',
      raceNumber: 'Please add a race number before submission',
      racetrack: 'Please add a racetrack before submission',
      raceName: 'Please add a race name before submission',
    });
  });

  it('checks formats of date, time, numbers and finishing position', () => {
    expect(
      firstErrors(horseEntrySchema, {
        ...entry,
        updateType: 'Declared',
        date: '2025-02-30',
        time: '24:00',
        raceNumber: 'x',
        drawPosition: 0,
        finishingPosition: 'zz',
      }),
    ).toEqual({
      updateType: 'Please add an update type before submission',
      date: 'Date incorrect format',
      time: 'Time incorrect format',
      raceNumber: 'Race number must be a whole number between 1 and 99',
      drawPosition: 'Draw position must be a whole number between 1 and 99',
      finishingPosition: 'Finishing position incorrect format',
    });
  });
});

describe('post draft', () => {
  const draft = {
    syndicate: 2,
    horse: '/api/horses/5',
    comment: '<p>Great work</p>',
    publish: true,
    notify: false,
  };

  it('accepts a draft and resolves references', () => {
    expect(postDraftSchema.parse(draft)).toMatchObject({ syndicate: 2, horse: 5 });
  });

  it('requires syndicate and horse with the SPEC messages', () => {
    expect(firstErrors(postDraftSchema, { ...draft, syndicate: '', horse: null })).toEqual({
      syndicate: 'Please Select Syndicate',
      horse: 'Please Select Horse',
    });
  });

  it('runs the file checks against max_files', () => {
    const file = { name: 'a.jpg', size: 10, type: 'image/jpeg' };
    const schema = createPostDraftSchema(1);
    expect(
      firstErrors(schema, { ...draft, filesMeta: [file, { ...file, name: 'b.jpg' }] }).filesMeta,
    ).toContain('1');
    expect(
      firstErrors(schema, { ...draft, filesMeta: [{ ...file, name: 'a.wmv', type: 'video/x-ms-wmv' }] }),
    ).toEqual({
      filesMeta: 'Incorrect file format',
    });
  });

  it('refuses an empty draft', () => {
    expect(firstErrors(postDraftSchema, { ...draft, comment: '<p>&nbsp;</p>' })).toEqual({
      comment: EMPTY_POST_MESSAGE,
    });
    expect(isPostDraftEmpty({ comment: '<p></p>', filesMeta: [] })).toBe(true);
    expect(isPostDraftEmpty({ comment: '', filesMeta: [{}] })).toBe(false);
    expect(isPostDraftEmpty({ comment: '', horseEntry: entry })).toBe(false);
    expect(isRichTextEmpty('<p><strong>Hi</strong></p>')).toBe(false);
  });
});

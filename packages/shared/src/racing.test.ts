import { describe, expect, it } from 'vitest';
import {
  ASSET_STATUSES,
  AUDIENCE_FILTERS,
  CREATION_TRIGGER_MANUAL_POST,
  ENTRY_STATUSES,
  JOIN_REQUEST_STATUSES,
  NON_FINISHING_RESULTS,
  PLATFORMS,
  POST_TYPES,
  POST_TYPE_UI_LABELS,
  PUBLICATION_STATUSES,
  RACE_UPDATE_TYPES,
  UI_UPDATE_TYPES,
  canChangeAssetStatus,
  canChangePublicationStatus,
  finishingPositionLabel,
  isValidFinishingPosition,
  initialPublicationStatus,
  isVisibleToClients,
  nonFinishingCode,
  ordinal,
  postAuthorLabel,
  postTypeFor,
} from './racing.js';

describe('enumerations', () => {
  it('match SPEC §3 exactly', () => {
    expect(POST_TYPES).toEqual([
      'video',
      'text',
      'photo',
      'audio',
      'file',
      'replay',
      'upcoming_race',
      'media',
    ]);
    expect(UI_UPDATE_TYPES).toEqual(['Photo', 'Video', 'Audio', 'File', 'Replay', 'Media']);
    expect(RACE_UPDATE_TYPES).toEqual(['5 Day Entry', 'Final Declaration', 'Result', 'Race Preview Comment']);
    expect(ENTRY_STATUSES).toEqual(['Entered', 'Declared', '']);
    expect(PUBLICATION_STATUSES).toEqual(['published', 'draft', 'user_draft', 'upload_failed']);
    expect(ASSET_STATUSES).toEqual(['processing', 'complete', 'error']);
    expect(JOIN_REQUEST_STATUSES).toEqual(['ACCEPTED', 'REJECTED']);
    expect(AUDIENCE_FILTERS).toEqual(['all', 'member']);
    expect(PLATFORMS).toEqual(['web', 'ios', 'android']);
    expect(CREATION_TRIGGER_MANUAL_POST).toBe('manual post');
  });

  it('labels post types for the UI', () => {
    expect(POST_TYPE_UI_LABELS.media).toBe('Media');
    expect(POST_TYPE_UI_LABELS.text).toBeUndefined();
    expect(postTypeFor(2)).toBe('media');
    expect(postTypeFor(0)).toBe('text');
  });
});

describe('publication transitions', () => {
  it('publishes drafts and failed uploads', () => {
    expect(canChangePublicationStatus('draft', 'published')).toBe(true);
    expect(canChangePublicationStatus('user_draft', 'published')).toBe(true);
    expect(canChangePublicationStatus('upload_failed', 'published')).toBe(true);
    expect(canChangePublicationStatus('published', 'upload_failed')).toBe(true);
  });

  it('refuses unlisted transitions', () => {
    expect(canChangePublicationStatus('published', 'draft')).toBe(false);
    expect(canChangePublicationStatus('upload_failed', 'draft')).toBe(false);
    expect(canChangePublicationStatus('draft', 'user_draft')).toBe(false);
  });

  it('starts user drafts, uploading posts and plain posts in the right status', () => {
    expect(initialPublicationStatus({ publish: false, fileCount: 2 })).toBe('user_draft');
    expect(initialPublicationStatus({ publish: true, fileCount: 2 })).toBe('draft');
    expect(initialPublicationStatus({ publish: true, fileCount: 0 })).toBe('published');
  });

  it('shows only published updates to clients', () => {
    expect(PUBLICATION_STATUSES.filter(isVisibleToClients)).toEqual(['published']);
  });

  it('moves assets from processing to complete or error only', () => {
    expect(canChangeAssetStatus('processing', 'complete')).toBe(true);
    expect(canChangeAssetStatus('processing', 'error')).toBe(true);
    expect(canChangeAssetStatus('complete', 'processing')).toBe(false);
    expect(canChangeAssetStatus('error', 'complete')).toBe(false);
  });
});

describe('results', () => {
  it('has the ten non-finishing codes with their labels', () => {
    expect(NON_FINISHING_RESULTS).toEqual({
      pu: 'Pulled Up',
      F: 'Fell',
      ur: 'Unseated Rider',
      rr: 'Refused to Race',
      ro: 'Ran Out',
      D: 'Disqualified',
      bd: 'Brought Down',
      R: 'Refused',
      co: 'Carried Out',
      su: 'Slipped Up',
    });
  });

  it('finds codes case-insensitively without mixing R and rr', () => {
    expect(nonFinishingCode('r')).toBe('R');
    expect(nonFinishingCode('RR')).toBe('rr');
    expect(nonFinishingCode('PU')).toBe('pu');
    expect(nonFinishingCode('x')).toBeNull();
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('labels finishing positions', () => {
    expect(finishingPositionLabel(1)).toBe('1st');
    expect(finishingPositionLabel('3')).toBe('3rd');
    expect(finishingPositionLabel('F')).toBe('Fell');
    expect(finishingPositionLabel('ur')).toBe('Unseated Rider');
    expect(finishingPositionLabel('')).toBe('');
    expect(finishingPositionLabel(null)).toBe('');
    expect(isValidFinishingPosition('2')).toBe(true);
    expect(isValidFinishingPosition('0')).toBe(false);
    expect(isValidFinishingPosition('bd')).toBe(true);
    expect(isValidFinishingPosition('zz')).toBe(false);
  });
});

describe('postAuthorLabel', () => {
  it('names managers, staff and everyone else', () => {
    expect(postAuthorLabel(['Staff', 'Manager'])).toBe('Racing Manager');
    expect(postAuthorLabel(['Staff'])).toBe('Stable Manager');
    expect(postAuthorLabel(['RegularAdmin'])).toBe('Syndicate Manager');
    expect(postAuthorLabel([])).toBe('Syndicate Manager');
  });
});

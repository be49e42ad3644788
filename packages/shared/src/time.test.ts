import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE,
  dublinLocalToIso,
  dublinOffsetMinutes,
  instantToDublinIso,
  isoToDublinLocal,
} from './time.js';

describe('Europe/Dublin', () => {
  it('is the entry time zone', () => {
    expect(TIME_ZONE).toBe('Europe/Dublin');
  });

  it('knows winter and summer offsets', () => {
    expect(dublinOffsetMinutes(Date.parse('2025-01-15T12:00:00Z'))).toBe(0);
    expect(dublinOffsetMinutes(Date.parse('2025-07-15T12:00:00Z'))).toBe(60);
  });

  it('turns local date and time into ISO with the right offset', () => {
    expect(dublinLocalToIso('2025-01-15', '14:30')).toBe('2025-01-15T14:30:00+00:00');
    expect(dublinLocalToIso('2025-07-01', '14:30')).toBe('2025-07-01T14:30:00+01:00');
    // the days of the changes (2025-03-30 01:00 UTC, 2025-10-26 01:00 UTC)
    expect(dublinLocalToIso('2025-03-30', '00:30')).toBe('2025-03-30T00:30:00+00:00');
    expect(dublinLocalToIso('2025-03-30', '03:00')).toBe('2025-03-30T03:00:00+01:00');
    expect(dublinLocalToIso('2025-10-26', '03:00')).toBe('2025-10-26T03:00:00+00:00');
  });

  it('moves a skipped spring time forward and takes the first of a repeated autumn time', () => {
    expect(dublinLocalToIso('2025-03-30', '01:30')).toBe('2025-03-30T02:30:00+01:00');
    expect(dublinLocalToIso('2025-10-26', '01:30')).toBe('2025-10-26T01:30:00+01:00');
  });

  it('rejects malformed input', () => {
    expect(dublinLocalToIso('2025-02-30', '10:00')).toBeNull();
    expect(dublinLocalToIso('2025-02-10', '25:00')).toBeNull();
    expect(dublinLocalToIso('10/02/2025', '10:00')).toBeNull();
  });

  it('converts back to local date and time', () => {
    expect(isoToDublinLocal('2025-07-01T13:30:00Z')).toEqual({ date: '2025-07-01', time: '14:30' });
    expect(isoToDublinLocal('2025-12-31T23:30:00-01:00')).toEqual({ date: '2026-01-01', time: '00:30' });
    expect(isoToDublinLocal('nope')).toBeNull();
    expect(instantToDublinIso('2025-07-01T13:30:00Z')).toBe('2025-07-01T14:30:00+01:00');
  });

  it('round-trips through the API format', () => {
    const iso = dublinLocalToIso('2025-08-09', '18:05');
    expect(iso).not.toBeNull();
    expect(isoToDublinLocal(iso ?? '')).toEqual({ date: '2025-08-09', time: '18:05' });
  });
});

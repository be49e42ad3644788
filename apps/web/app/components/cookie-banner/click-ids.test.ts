import { beforeEach, describe, expect, it } from 'vitest';
import { CLICK_IDS_STORAGE_KEY, captureClickIds, readClickIds } from './click-ids';

beforeEach(() => sessionStorage.clear());

describe('click ids', () => {
  it('keeps gclid, dclid, fbclid and twclid from the landing URL for the session', () => {
    expect(captureClickIds('?gclid=G1&fbclid=F1&utm_source=x')).toEqual({ gclid: 'G1', fbclid: 'F1' });
    expect(JSON.parse(sessionStorage.getItem(CLICK_IDS_STORAGE_KEY)!)).toEqual({ gclid: 'G1', fbclid: 'F1' });
    // Later pages without ids keep the landing ids; new ids replace only their own kind.
    expect(captureClickIds('')).toEqual({ gclid: 'G1', fbclid: 'F1' });
    expect(captureClickIds('?twclid=T1&gclid=G2&dclid=D1')).toEqual({
      gclid: 'G2',
      fbclid: 'F1',
      twclid: 'T1',
      dclid: 'D1',
    });
    expect(readClickIds()).toEqual({ gclid: 'G2', fbclid: 'F1', twclid: 'T1', dclid: 'D1' });
  });

  it('ignores junk in storage and absurdly long ids', () => {
    sessionStorage.setItem(CLICK_IDS_STORAGE_KEY, '{not json');
    expect(readClickIds()).toEqual({});
    sessionStorage.setItem(CLICK_IDS_STORAGE_KEY, JSON.stringify({ gclid: 5, evil: 'x', fbclid: 'ok' }));
    expect(readClickIds()).toEqual({ fbclid: 'ok' });
    expect(captureClickIds(`?gclid=${'a'.repeat(600)}`)).toEqual({ fbclid: 'ok' });
  });
});

import { describe, expect, it } from 'vitest';
import { sniffBytes, sniffFile } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffBytes', () => {
  it('recognises the accepted formats by their magic bytes', () => {
    expect(sniffBytes(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffBytes(bytes('GIF89a'))).toBe('gif');
    expect(sniffBytes(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(sniffBytes(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(sniffBytes(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe('avi');
    expect(sniffBytes(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(sniffBytes(bytes('OggS'))).toBe('ogg');
    expect(sniffBytes(bytes('ID3', [4, 0]))).toBe('mp3');
    expect(sniffBytes(bytes([0xff, 0xfb, 0x90]))).toBe('mp3');
    expect(sniffBytes(bytes([0xff, 0xf1, 0x50]))).toBe('aac');
    expect(sniffBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffBytes(bytes('PK', [3, 4, 20, 0]))).toBe('ooxml');
  });

  it('refuses HTML, SVG and programs', () => {
    expect(sniffBytes(bytes('<!doctype html><html>'))).toBeNull();
    expect(sniffBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffBytes(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
  });

  it('refuses text whatever its name', async () => {
    expect(sniffBytes(bytes('This is not a video at all'))).toBeNull();
    const fake = new File(['hello, I am text'], 'race.mp4', { type: 'video/mp4' });
    expect(await sniffFile(fake)).toBeNull();
  });
});

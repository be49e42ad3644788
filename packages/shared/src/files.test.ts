import { describe, expect, it } from 'vitest';
import {
  ASSET_MIME_TYPES,
  AUDIO_MAX_BYTES,
  FILE_MAX_BYTES,
  FILE_TYPES,
  MULTIPART_PART_RETRIES,
  MULTIPART_PART_SIZE,
  MULTIPART_PART_TIMEOUT_MS,
  PHOTO_MAX_BYTES,
  RECORDING_TYPES,
  VIDEO_MAX_BYTES,
  checkFiles,
  fileCategory,
  fileExtension,
  isAcceptedUploadType,
  maxBytesFor,
  multipartPartCount,
  multipartPartRange,
  postTypeForFiles,
  resolveMimeType,
} from './files.js';

const MB = 1024 * 1024;

describe('limits and tables', () => {
  it('match SPEC §9 numbers', () => {
    expect(PHOTO_MAX_BYTES).toBe(26214400);
    expect(PHOTO_MAX_BYTES).toBe(25 * MB);
    expect(VIDEO_MAX_BYTES).toBe(419430400);
    expect(FILE_MAX_BYTES).toBe(419430400);
    expect(AUDIO_MAX_BYTES).toBe(400 * MB);
    expect(MULTIPART_PART_SIZE).toBe(5242880);
    expect(MULTIPART_PART_RETRIES).toBe(15);
    expect(MULTIPART_PART_TIMEOUT_MS).toBe(300000);
    expect(RECORDING_TYPES).toEqual(['webm', 'mp4', 'ogg']);
    expect(ASSET_MIME_TYPES).toEqual(['video/mp4', 'image/jpeg', 'audio/mpeg', 'application/x-mpegURL']);
  });

  it('maps every SPEC §3 extension to its MIME type', () => {
    expect(FILE_TYPES).toMatchObject({
      png: 'image/png',
      jpeg: 'image/jpeg',
      jpg: 'image/jpeg',
      webp: 'image/webp',
      svg: 'image/svg+xml',
      gif: 'image/gif',
      bmp: 'image/bmp',
      flv: 'video/x-flv',
      mp4: 'video/mp4',
      mp3: 'audio/mpeg',
      '3gp': 'video/3gpp',
      mov: 'video/quicktime',
      qt: 'video/quicktime',
      avi: 'video/x-msvideo',
      wmv: 'video/x-ms-wmv',
      webm: 'video/webm',
      movie: 'video/x-sgi-movie',
      mpeg: 'video/mpeg',
      mpg: 'video/mpeg',
    });
  });
});

describe('type resolution', () => {
  it('reads extensions and MIME types', () => {
    expect(fileExtension('Race.Day.MOV')).toBe('mov');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(resolveMimeType({ name: 'clip.avi', type: '' })).toBe('video/x-msvideo');
    expect(resolveMimeType({ name: 'x', type: 'audio/webm;codecs=opus' })).toBe('audio/webm');
    expect(resolveMimeType({ name: 'x.mp3', type: 'audio/mp3' })).toBe('audio/mpeg');
    expect(resolveMimeType({ name: 'x.unknown' })).toBeNull();
  });

  it('picks the limit by category', () => {
    expect(fileCategory('image/gif')).toBe('photo');
    expect(maxBytesFor('photo')).toBe(PHOTO_MAX_BYTES);
    expect(maxBytesFor(fileCategory('video/mp4'))).toBe(VIDEO_MAX_BYTES);
    expect(fileCategory('application/pdf')).toBe('file');
  });

  it('accepts PNG, JPG, GIF, MOV, MP4, AVI, MP3, AAC and recordings only', () => {
    for (const name of [
      'a.png',
      'a.jpg',
      'a.jpeg',
      'a.gif',
      'a.mov',
      'a.mp4',
      'a.avi',
      'a.mp3',
      'a.aac',
      'a.ogg',
    ]) {
      expect(isAcceptedUploadType({ name })).toBe(true);
    }
    expect(isAcceptedUploadType({ name: 'rec', type: 'audio/webm' })).toBe(true);
    for (const name of ['a.wmv', 'a.flv', 'a.svg', 'a.exe', 'a'])
      expect(isAcceptedUploadType({ name })).toBe(false);
  });
});

describe('checkFiles', () => {
  const photo = { name: 'a.jpg', size: MB, type: 'image/jpeg' };

  it('passes a valid selection', () => {
    expect(checkFiles([photo, { name: 'b.mp4', size: 300 * MB, type: 'video/mp4' }], 5)).toEqual([]);
  });

  it('reports duplicate names case-insensitively', () => {
    expect(checkFiles([photo, { ...photo, name: 'A.JPG' }], 5)).toEqual(['File name has to be unique']);
  });

  it('reports files above their category limit', () => {
    expect(checkFiles([{ ...photo, size: PHOTO_MAX_BYTES + 1 }], 5)).toEqual(['Some files are too large']);
    expect(checkFiles([{ ...photo, size: PHOTO_MAX_BYTES }], 5)).toEqual([]);
    expect(checkFiles([{ name: 'v.mov', size: VIDEO_MAX_BYTES + 1, type: 'video/quicktime' }], 5)).toEqual([
      'Some files are too large',
    ]);
  });

  it('reports too many files with the current maximum, counting extra files', () => {
    const [message] = checkFiles([photo, { ...photo, name: 'b.jpg' }], 3, 2);
    expect(message).toContain('3');
    expect(checkFiles([photo], 3, 2)).toEqual([]);
  });

  it('accepts PDF and Office documents up to 400 MB as files, and refuses HTML, SVG and programs', () => {
    const pdf = { name: 'Vet report.pdf', size: FILE_MAX_BYTES, type: 'application/pdf' };
    expect(checkFiles([pdf, { name: 'plan.docx', size: MB, type: '' }], 5)).toEqual([]);
    expect(checkFiles([{ ...pdf, size: FILE_MAX_BYTES + 1 }], 5)).toEqual(['Some files are too large']);
    for (const bad of [
      { name: 'page.html', size: MB, type: 'text/html' },
      { name: 'logo.svg', size: MB, type: 'image/svg+xml' },
      { name: 'setup.exe', size: MB, type: 'application/x-msdownload' },
    ])
      expect(checkFiles([bad], 5)).toEqual(['Incorrect file format']);
    expect(postTypeForFiles([pdf])).toBe('file');
    expect(postTypeForFiles([pdf, photo])).toBe('media');
    expect(postTypeForFiles([])).toBe('text');
  });

  it('reports a wrong video format', () => {
    expect(checkFiles([{ name: 'v.wmv', size: MB, type: 'video/x-ms-wmv' }], 5)).toEqual([
      'Incorrect file format',
    ]);
  });
});

describe('multipart', () => {
  it('splits sizes into 5 MiB parts', () => {
    expect(multipartPartCount(0)).toBe(1);
    expect(multipartPartCount(MULTIPART_PART_SIZE)).toBe(1);
    expect(multipartPartCount(MULTIPART_PART_SIZE + 1)).toBe(2);
    expect(multipartPartRange(2, MULTIPART_PART_SIZE + 10)).toEqual({
      start: MULTIPART_PART_SIZE,
      end: MULTIPART_PART_SIZE + 10,
    });
  });
});

/**
 * The bytes of bench/upload's big file, part by part: the real clip as the head (so completion's
 * magic-byte check passes) and deterministic filler after it. Shared by the bench (its raw disk write)
 * and by the upload client it spawns, so every row writes exactly the same bytes.
 */
import { readFileSync } from 'node:fs';
import { MULTIPART_PART_SIZE } from '@stride/shared';

/** Returns `partBytes(n)` (1-based) for a file of `uploadBytes` whose head is the file at `clipPath`. */
export function uploadParts(
  uploadBytes: number,
  clipPath: string,
): { partCount: number; partBytes: (n: number) => Buffer } {
  const clipBytes = readFileSync(clipPath);
  const partCount = Math.ceil(uploadBytes / MULTIPART_PART_SIZE);
  const filler = Buffer.alloc(MULTIPART_PART_SIZE);
  for (let i = 0; i < filler.length; i += 4) filler.writeUInt32LE((i * 2654435761) >>> 0, i);
  const first = Buffer.from(filler.subarray(0, Math.min(MULTIPART_PART_SIZE, uploadBytes)));
  clipBytes.copy(first, 0, 0, Math.min(clipBytes.length, first.length));
  const partBytes = (n: number): Buffer => {
    const size = Math.min(MULTIPART_PART_SIZE, uploadBytes - (n - 1) * MULTIPART_PART_SIZE);
    return n === 1 ? first : filler.subarray(0, size);
  };
  return { partCount, partBytes };
}

/**
 * A stream to hand `buildApp({ logger: { stream } })` or pino in a test, keeping what the API logs:
 * as text (to search for what must or must not appear) or as parsed JSON lines.
 */
import { Writable } from 'node:stream';

/** A log sink for tests: `stream` to log to, `text()` and `lines()` to read what was logged. */
export function captureLogs(): {
  stream: Writable;
  text: () => string;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines };
}

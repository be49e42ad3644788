/**
 * The per-request logger, made when a request first logs (issue 19). Fastify gives every request a pino
 * child bound to its id; with the redaction paths of app.ts pino serialises that binding through the
 * redaction stringifier, ~5 µs per request — about a twentieth of a cached feed read's CPU at
 * LOG_LEVEL=warn, where most requests never log. This logger answers for the child until then: a
 * level the app does not log at stays a no-op, anything else creates the child and logs through it,
 * so a line that is written is byte for byte the one pino's child writes.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

/** Fastify's factory type (not exported by name). */
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the parent needs beyond Fastify's logger type: pino's level check. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

class DeferredChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    // pino's log methods take (object | message, …args); the arguments are passed on as they came.
    (this.#real()[level] as (...rest: unknown[]) => void)(...args);
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#real().level = level;
  }

  fatal = ((...args: unknown[]) => this.#log('fatal', args)) as FastifyBaseLogger['fatal'];
  error = ((...args: unknown[]) => this.#log('error', args)) as FastifyBaseLogger['error'];
  warn = ((...args: unknown[]) => this.#log('warn', args)) as FastifyBaseLogger['warn'];
  info = ((...args: unknown[]) => this.#log('info', args)) as FastifyBaseLogger['info'];
  debug = ((...args: unknown[]) => this.#log('debug', args)) as FastifyBaseLogger['debug'];
  trace = ((...args: unknown[]) => this.#log('trace', args)) as FastifyBaseLogger['trace'];
  silent = (() => undefined) as FastifyBaseLogger['silent'];

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a deferred child for a request on a route with no log options of its
 * own, else pino's child at once (a route's level or serializers change what the child writes).
 */
export const deferredChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  Object.keys(options).length > 0
    ? logger.child(bindings, options)
    : new DeferredChildLogger(logger as ParentLogger, bindings);

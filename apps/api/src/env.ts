/**
 * Configuration, validated once at boot. The only module that reads process.env (ARCHITECTURE).
 */
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An optional string where an empty value means unset (as `.env` files write it). */
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Public origin of this API (used to build absolute URLs for media and OAuth redirects). */
  API_ORIGIN: z.url().default('http://localhost:4000'),
  /** Origin of the web app; the only browser origin allowed by CORS. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /** Extra allowed browser origins, space-separated (admin on another host, staging…). */
  CORS_EXTRA_ORIGINS: z.string().default(''),
  /** PostgreSQL URL; when unset the API runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Names every Redis key of this deployment, so environments can share one Redis (lib/redis-keys). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.]{1,40}$/, 'letters, digits, "_" and "." only')
    .default('stride'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP on public form and auth endpoints. */
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests per minute per IP everywhere else. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Seed the demo data when the database is empty at start. */
  SEED_ON_EMPTY: boolish.default(true),
  /** Behind a load balancer: trust X-Forwarded-For from any hop for the client IP. */
  TRUST_PROXY: boolish.default(false),
  /**
   * Proxies whose X-Forwarded-For is believed when TRUST_PROXY is off: IPs or CIDRs, space- or
   * comma-separated. The web server forwards each visitor's IP from here (maintenance whitelist, per-visitor
   * rate limits of the public forms); anyone else's header is ignored. Empty trusts nobody.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1 ::1')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset keeps mail in the outbox table. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  /** Sender of every outgoing e-mail. */
  MAIL_FROM: z.string().min(3).default('Stride <no-reply@stride.example>'),
  /** The team's inbox: contact-form messages, and join requests of syndicates without a manager. */
  MAIL_TEAM_ADDRESS: z.email().default('team@stride.example'),
  /** Redirect URIs of the web client `stride-web`, space-separated, matched exactly. */
  OAUTH_REDIRECT_URIS: z.string().default('http://localhost:3000/login/ http://localhost:3000/admin/'),
  /** Where /oauth/v2/logout may send the browser back to, space-separated, matched exactly. */
  OAUTH_POST_LOGOUT_REDIRECT_URIS: z.string().default('http://localhost:3000/'),
  /** Lifetime of access tokens (JWTs, verified locally by the API); short so revocation bites fast. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * S3-compatible object storage (AWS, MinIO, R2, …) for uploads and media; unset S3_BUCKET keeps files on
   * the local disk under DATA_DIR/storage.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** Endpoint of a non-AWS store (`http://127.0.0.1:9000`); unset means AWS. */
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: boolish.default(false),
  /** HMAC secret of signed part and media URLs; unset means one generated once and kept in the database. */
  STORAGE_SIGNING_SECRET: optionalString,
  /** Lifetime of pre-signed part URLs and signed media URLs. */
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
  /** Web Push VAPID keys (URL-safe base64); unset means a pair generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Contact of the VAPID claims (`mailto:` or https URL); defaults to MAIL_TEAM_ADDRESS. */
  VAPID_SUBJECT: optionalString,
  /** Expo's push service for the wrappers' tokens (https://exp.host); unset leaves native push off. */
  EXPO_PUSH_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Expo access token, when the Expo project requires authenticated pushes. */
  EXPO_ACCESS_TOKEN: optionalString,
  /** Posts published within this many seconds reach a member as one e-mail. */
  EMAIL_BATCH_WINDOW_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** Run the background job workers (pg-boss) in this process. */
  JOBS_ENABLED: boolish.default(true),
  /**
   * Browser journeys only (decision 027): with this secret the API accepts POST
   * /api/test/time-travel/jobs/{race.alerts|posts.publish-due} `{ at }` and runs that cron job through
   * pg-boss as if it were `at`. Unset (always, in a real deployment) the route does not exist.
   */
  TIME_TRAVEL_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(24, { error: 'TIME_TRAVEL_TOKEN must be at least 24 characters' }).optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment map (process.env by default) into typed configuration, failing fast on bad values. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

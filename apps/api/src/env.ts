/**
 * Configuration, validated once at boot. The only module that reads process.env (ARCHITECTURE).
 */
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

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
    z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' }).optional(),
  ),
  /** Sender of every outgoing e-mail. */
  MAIL_FROM: z.string().min(3).default('Stride <no-reply@stride.example>'),
  /** The team's inbox: contact-form messages, and join requests of syndicates without a manager. */
  MAIL_TEAM_ADDRESS: z.email().default('team@stride.example'),
  /** Redirect URIs of the web client `stride-web`, space-separated, matched exactly. */
  OAUTH_REDIRECT_URIS: z.string().default('http://localhost:3000/login/'),
  /** Where /oauth/v2/logout may send the browser back to, space-separated, matched exactly. */
  OAUTH_POST_LOGOUT_REDIRECT_URIS: z.string().default('http://localhost:3000/'),
  /** Lifetime of access tokens (JWTs, verified locally by the API); short so revocation bites fast. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
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

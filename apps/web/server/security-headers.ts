/**
 * Security headers on every response of the web origin (issue 14 case 3, decision 020): no sniffing, a
 * strict referrer policy, no framing (X-Frame-Options for old browsers; pages also carry CSP
 * frame-ancestors 'none' from entry.server), HSTS in production. Responses without a policy of their
 * own (redirects, files, errors) get a minimal one that still forbids framing and plugins.
 */
import type { FastifyInstance } from 'fastify';

/** Fallback policy for responses that did not set one (the page renderer and the back office do). */
export const FALLBACK_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** One year, subdomains included (production over HTTPS only). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Adds the headers in an onSend hook (after routes, static files and React Router have set theirs). */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', FALLBACK_CSP);
    if (options.production) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}

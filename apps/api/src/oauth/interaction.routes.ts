/**
 * The pages of a sign-in interaction: GET shows the login or the register form, POST checks it and hands
 * the result back to the provider, which redirects to the client with a code. Every post is bound to the
 * interaction by its cookie (path-scoped, SameSite=Lax) and must come from our own origin.
 */
import {
  RESET_CODE_INVALID_MESSAGE,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@stride/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import type { z } from 'zod';
import { formRateLimit } from '../plugins/security.js';
import { registerUser, verifyCredentials } from '../services/accounts.js';
import { resetPassword } from '../services/password-reset.js';
import { registerPasswordResetMail } from '../events/processors/password-reset-mail.js';
import { interactionPath } from './provider.js';
import { accountSlowdownMs, recordFailure, recordSuccess, retryAfterSeconds, throttleKeys } from './throttle.js';
import { setTimeout as delay } from 'node:timers/promises';
import {
  forgotPage,
  loginPage,
  registerPage,
  resetPage,
  type FieldErrors,
  type FormState,
} from './views/forms.js';
import { messagePage } from './views/layout.js';

/** The one message for a wrong e-mail or a wrong password (never says which). */
export const INVALID_CREDENTIALS_MESSAGE = 'The email address or password is incorrect.';
/** Shown while the IP or the account is locked out. */
export const THROTTLED_MESSAGE = 'Too many failed attempts. Please wait a few minutes and try again.';
/** Registration with an e-mail that is taken: points to login without confirming more. */
export const EMAIL_UNAVAILABLE_MESSAGE =
  'This email address cannot be used to create an account. If you already have one, please log in.';

type Screen = 'login' | 'register' | 'forgot' | 'reset';
const SCREENS: Record<Screen, (state: FormState) => string> = {
  login: loginPage,
  register: registerPage,
  forgot: forgotPage,
  reset: (state) => resetPage(state),
};
type FormBody = Record<string, string | string[] | undefined>;

function formValue(body: unknown, name: string): string {
  const value = (body as FormBody | undefined)?.[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '';
}

/** First message per top-level field of a zod error, as the forms show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    out[name] ??= issue.message;
  }
  return out;
}

const interactionRoutes: FastifyPluginAsync = async (app) => {
  const { provider } = app.oauth;
  const webOrigin = app.env.WEB_ORIGIN;
  const formCsp = app.oauth.pageCsp;
  const unsubscribeResetMail = registerPasswordResetMail(app);
  app.addHook('onClose', async () => unsubscribeResetMail());

  function sendPage(reply: FastifyReply, status: number, body: string) {
    return (
      reply
        .status(status)
        .header('content-security-policy', formCsp)
        .header('cache-control', 'no-store')
        // Under helmet's `no-referrer`, browsers post these forms with `Origin: null` and sameOrigin() refuses
        // them; `same-origin` sends our origin on our own posts and still no referrer to other sites.
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  }

  function expired(reply: FastifyReply) {
    return sendPage(
      reply,
      400,
      messagePage(
        webOrigin,
        'Sign-in expired',
        'This sign-in page has expired. Please start again from Stride.',
        {
          href: `${webOrigin}/`,
          label: 'Back to Stride',
        },
      ),
    );
  }

  /** The interaction of this browser, if it is the one in the URL and still waiting for a login. */
  async function currentInteraction(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ): Promise<Interaction | null> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null;
    }
  }

  function formState(
    uid: string,
    values: Record<string, string>,
    errors: FieldErrors = {},
    formError?: string,
  ): FormState {
    return { action: interactionPath(uid), values, errors, webOrigin, ...(formError ? { formError } : {}) };
  }

  /** A cross-site form post (a browser always sends Origin on POST) is refused. */
  function sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    return (
      origin === undefined ||
      origin === `${request.protocol}://${request.host}` ||
      origin === app.env.API_ORIGIN
    );
  }

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: String(accountId) } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  /**
   * Registers a form post of the sign-in pages (`login`, `register`, `forgot`, `reset`): rate-limited, refused
   * from another origin, and handled only for this browser's interaction while it waits for a login.
   */
  function postForm(
    form: string,
    handle: (
      request: FastifyRequest<{ Params: { uid: string } }>,
      reply: FastifyReply,
      interaction: Interaction,
    ) => Promise<unknown>,
  ) {
    app.post<{ Params: { uid: string } }>(
      `${interactionPath(':uid')}/${form}`,
      { schema: { hide: true }, config: formRateLimit(app.env) },
      async (request, reply) => {
        if (!sameOrigin(request))
          return sendPage(
            reply,
            403,
            messagePage(webOrigin, 'Forbidden', 'This form must be sent from the Stride sign-in page.'),
          );
        const interaction = await currentInteraction(request, reply);
        if (!interaction || interaction.prompt.name !== 'login') return expired(reply);
        return handle(request, reply, interaction);
      },
    );
  }

  app.get<{ Params: { uid: string }; Querystring: { screen?: string } }>(
    `${interactionPath(':uid')}`,
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name !== 'login') {
        // First-party clients never need consent (loadExistingGrant); anything else is a stale page.
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          {},
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(returnTo, 303);
      }
      const asked = request.query.screen ?? (interaction.params.screen as string | undefined);
      const screen: Screen = asked && asked in SCREENS ? (asked as Screen) : 'login';
      return sendPage(reply, 200, SCREENS[screen](formState(interaction.uid, {})));
    },
  );

  postForm('login', async (request, reply, interaction) => {
    const values = { email: formValue(request.body, 'email'), password: formValue(request.body, 'password') };
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success)
      return sendPage(reply, 422, loginPage(formState(interaction.uid, values, fieldErrors(parsed.error))));

    const keys = throttleKeys(request.ip, parsed.data.email);
    const wait = await retryAfterSeconds(app.oauth.throttle, keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendPage(reply, 429, loginPage(formState(interaction.uid, values, {}, THROTTLED_MESSAGE)));
    }
    // Many failures on this account from anywhere slow every attempt on it down; none locks it.
    const slow = await accountSlowdownMs(app.oauth.throttle, keys);
    if (slow > 0) await delay(slow);
    const user = await verifyCredentials(app.db, parsed.data.email, parsed.data.password);
    if (!user) {
      await recordFailure(app.oauth.throttle, keys);
      return sendPage(
        reply,
        401,
        loginPage(formState(interaction.uid, values, {}, INVALID_CREDENTIALS_MESSAGE)),
      );
    }
    await recordSuccess(app.oauth.throttle, keys);
    return finishLogin(request, reply, user.id);
  });

  postForm('register', async (request, reply, interaction) => {
    const values = {
      firstname: formValue(request.body, 'firstname'),
      lastname: formValue(request.body, 'lastname'),
      email: formValue(request.body, 'email'),
      password: formValue(request.body, 'password'),
      terms: formValue(request.body, 'terms'),
    };
    const parsed = registrationSchema.safeParse({ ...values, terms: values.terms === 'on' });
    if (!parsed.success)
      return sendPage(
        reply,
        422,
        registerPage(formState(interaction.uid, values, fieldErrors(parsed.error))),
      );
    const user = await registerUser(app.db, parsed.data);
    if (user === 'duplicate') {
      return sendPage(
        reply,
        422,
        registerPage(formState(interaction.uid, values, { email: EMAIL_UNAVAILABLE_MESSAGE })),
      );
    }
    return finishLogin(request, reply, user.id);
  });

  // "Forgot your password?": the same answer whether or not the address has an account.
  postForm('forgot', async (request, reply, interaction) => {
    const values = { email: formValue(request.body, 'email') };
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success)
      return sendPage(reply, 422, forgotPage(formState(interaction.uid, values, fieldErrors(parsed.error))));
    // The code is made and mailed after the answer (events/processors/password-reset-mail).
    app.events.emit('passwordReset.requested', { email: parsed.data.email });
    return sendPage(
      reply,
      200,
      resetPage(formState(interaction.uid, { email: parsed.data.email }), parsed.data.email),
    );
  });

  // The code and a new password: the password is set, other sign-ins end, and this one completes.
  postForm('reset', async (request, reply, interaction) => {
    const values = {
      email: formValue(request.body, 'email'),
      code: formValue(request.body, 'code'),
      password: formValue(request.body, 'password'),
    };
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success)
      return sendPage(reply, 422, resetPage(formState(interaction.uid, values, fieldErrors(parsed.error))));
    const user = await resetPassword(app.db, parsed.data);
    if (user === 'invalid') {
      return sendPage(
        reply,
        422,
        resetPage(formState(interaction.uid, { ...values, code: '' }, { code: RESET_CODE_INVALID_MESSAGE })),
      );
    }
    // The reset cut every access token of the user (token version): the bearer check's cache hears it.
    app.events.emit('user.updated', { userId: user.id, rolesChanged: false });
    await recordSuccess(app.oauth.throttle, throttleKeys(request.ip, parsed.data.email));
    return finishLogin(request, reply, user.id);
  });
};

export default interactionRoutes;

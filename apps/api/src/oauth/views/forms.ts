/**
 * The sign-in and registration pages of the authorization server. Forms post to the interaction's own
 * URL (the interaction cookie is bound to it, so a cross-site post cannot complete the flow); errors show
 * in a summary with the SPEC §5 form error title and next to each field.
 */
import {
  FORM_ERROR_TEXT,
  FORM_ERROR_TITLE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_MINUTES,
} from '@stride/shared';
import { Html, html, page } from './layout.js';

/** Field name → first message, as the forms display them. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormState {
  /** Base path of the interaction: `/oauth/v2/interaction/<uid>`. */
  action: string;
  values: Record<string, string>;
  errors: FieldErrors;
  /** A form-level message that belongs to no single field (wrong credentials, throttled). */
  formError?: string;
  webOrigin: string;
}

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  hint?: string;
  /** `numeric` brings up the digit keyboard on phones (the reset code). */
  inputmode?: 'numeric';
}

function field(spec: FieldSpec, state: FormState): Html {
  const id = `f-${spec.name}`;
  const error = state.errors[spec.name];
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const value = spec.type === 'password' ? '' : (state.values[spec.name] ?? '');
  return html`<div class="field"><label for="${id}">${spec.label}</label><input id="${id}" name="${spec.name}" type="${spec.type}"${spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''} autocomplete="${spec.autocomplete}" value="${value}" required${error ? new Html(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}>${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}</div>`;
}

function summary(state: FormState, labels: Record<string, string>): Html | '' {
  const fieldErrors = Object.entries(state.errors).filter(([, message]) => message);
  if (fieldErrors.length === 0 && !state.formError) return '';
  return html`<div class="summary" role="alert" tabindex="-1" autofocus id="error-summary" aria-labelledby="error-summary-title"><h2 id="error-summary-title">${FORM_ERROR_TITLE}</h2><p>${FORM_ERROR_TEXT}</p>${state.formError ? html`<p><strong>${state.formError}</strong></p>` : ''}${
    fieldErrors.length > 0
      ? html`<ul>${fieldErrors.map(([name, message]) => html`<li><a href="#f-${name}">${labels[name] ?? name}: ${message ?? ''}</a></li>`)}</ul>`
      : ''
  }</div>`;
}

const LOGIN_LABELS = { email: 'Email address', password: 'Password' };

/** The sign-in page. */
export function loginPage(state: FormState): string {
  return page({
    title: 'Log in',
    webOrigin: state.webOrigin,
    body: html`<div class="card"><h1>Log in</h1><p class="lead">Welcome back to Stride.</p>${summary(state, LOGIN_LABELS)}<form method="post" action="${state.action}/login" novalidate>${field({ name: 'email', label: LOGIN_LABELS.email, type: 'email', autocomplete: 'username' }, state)}${field({ name: 'password', label: LOGIN_LABELS.password, type: 'password', autocomplete: 'current-password' }, state)}<p class="forgot"><a href="${state.action}?screen=forgot">Forgot your password?</a></p><button class="button" type="submit">Log in</button></form><p class="switch">New to Stride? <a href="${state.action}?screen=register">Create an account</a></p></div>`,
  });
}

const REGISTER_LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  password: 'Password',
  terms: 'Terms and privacy',
};

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a digit and one of ${PASSWORD_SPECIAL_CHARACTERS}`;

/** The registration page. */
export function registerPage(state: FormState): string {
  const termsError = state.errors.terms;
  const passwordHint = PASSWORD_HINT;
  return page({
    title: 'Sign up',
    webOrigin: state.webOrigin,
    body: html`<div class="card"><h1>Sign up</h1><p class="lead">Create your Stride account.</p>${summary(state, REGISTER_LABELS)}<form method="post" action="${state.action}/register" novalidate>${field({ name: 'firstname', label: REGISTER_LABELS.firstname, type: 'text', autocomplete: 'given-name' }, state)}${field({ name: 'lastname', label: REGISTER_LABELS.lastname, type: 'text', autocomplete: 'family-name' }, state)}${field({ name: 'email', label: REGISTER_LABELS.email, type: 'email', autocomplete: 'email' }, state)}${field({ name: 'password', label: REGISTER_LABELS.password, type: 'password', autocomplete: 'new-password', hint: passwordHint }, state)}<div class="field"><div class="check"><input id="f-terms" name="terms" type="checkbox" value="on"${state.values.terms === 'on' ? new Html(' checked') : ''}${termsError ? new Html(' aria-invalid="true" aria-describedby="f-terms-error"') : ''}><label for="f-terms">I accept the <a href="${state.webOrigin}/terms-and-conditions/" target="_blank" rel="noopener">terms and conditions</a> and the <a href="${state.webOrigin}/privacy-policy/" target="_blank" rel="noopener">privacy policy</a></label></div>${termsError ? html`<p class="error" id="f-terms-error">${termsError}</p>` : ''}</div><button class="button" type="submit">Create account</button></form><p class="switch">Already have an account? <a href="${state.action}?screen=login">Log in</a></p></div>`,
  });
}

const RESET_LABELS = { email: 'Email address', code: 'Code from the e-mail', password: 'New password' };

/** "Forgot your password?": the address to send a code to. */
export function forgotPage(state: FormState): string {
  return page({
    title: 'Forgot your password?',
    webOrigin: state.webOrigin,
    body: html`<div class="card"><h1>Forgot your password?</h1><p class="lead">Tell us the e-mail address of your account and we will send you a code to set a new password.</p>${summary(state, RESET_LABELS)}<form method="post" action="${state.action}/forgot" novalidate>${field({ name: 'email', label: RESET_LABELS.email, type: 'email', autocomplete: 'username' }, state)}<button class="button" type="submit">Send me a code</button></form><p class="switch"><a href="${state.action}?screen=login">Back to log in</a></p></div>`,
  });
}

/** The page to type the code and the new password; `sentTo` shows the notice after a code was asked for. */
export function resetPage(state: FormState, sentTo?: string): string {
  const notice = sentTo
    ? html`<div class="notice" role="status"><p style="margin:0">If an account exists for <strong>${sentTo}</strong>, we have sent it a code of ${RESET_CODE_LENGTH} digits. It works for ${RESET_CODE_TTL_MINUTES} minutes.</p></div>`
    : '';
  return page({
    title: 'Set a new password',
    webOrigin: state.webOrigin,
    body: html`<div class="card"><h1>Set a new password</h1>${notice}${summary(state, RESET_LABELS)}<form method="post" action="${state.action}/reset" novalidate>${field({ name: 'email', label: RESET_LABELS.email, type: 'email', autocomplete: 'username' }, state)}${field({ name: 'code', label: RESET_LABELS.code, type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', hint: `The ${RESET_CODE_LENGTH} digits we sent you` }, state)}${field({ name: 'password', label: RESET_LABELS.password, type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT }, state)}<button class="button" type="submit">Set password and log in</button></form><p class="switch">No code? <a href="${state.action}?screen=forgot">Send a new one</a></p></div>`,
  });
}

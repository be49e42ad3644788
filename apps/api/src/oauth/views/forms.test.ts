import { FORM_ERROR_TEXT, FORM_ERROR_TITLE } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { loginPage, registerPage } from './forms.js';
import { escapeHtml, html } from './layout.js';

const base = { action: '/oauth/v2/interaction/abc', webOrigin: 'http://localhost:3000' };

describe('sign-in page markup', () => {
  it('escapes every value that comes from the request', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
    expect(html`<p>${'<script>'}</p>`.value).toBe('<p>&lt;script&gt;</p>');
    const page = loginPage({ ...base, values: { email: '"><script>alert(1)</script>' }, errors: {} });
    expect(page).not.toContain('<script>');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('links each field error from the summary and describes the field by it', () => {
    const page = registerPage({ ...base, values: {}, errors: { firstname: 'Please add a first name before submission' } });
    expect(page).toContain(FORM_ERROR_TITLE);
    expect(page).toContain(FORM_ERROR_TEXT);
    expect(page).toContain('<a href="#f-firstname">First name: Please add a first name before submission</a>');
    expect(page).toContain('aria-invalid="true" aria-describedby="f-firstname-error"');
    expect(page).toContain('href="http://localhost:3000/terms-and-conditions/"');
  });

  it('shows no summary on a fresh form, and never echoes a password', () => {
    const page = loginPage({ ...base, values: { email: 'a@b.c', password: 'Secret#123456' }, errors: {} });
    expect(page).not.toContain(FORM_ERROR_TITLE);
    expect(page).not.toContain('Secret#123456');
  });
});

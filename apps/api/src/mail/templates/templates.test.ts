import { describe, expect, it } from 'vitest';
import { contactMessageMail } from './contact-message.js';
import { joinRequestMail } from './join-request.js';
import { escapeHtml } from './layout.js';
import { passwordResetMail } from './password-reset.js';

describe('mail templates', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('renders the contact message with escaped user input in HTML and raw text', () => {
    const mail = contactMessageMail({
      name: 'Eve <script>',
      email: 'eve@example.com',
      reason: 'Press',
      comment: 'Line one\nLine two\n\n<img src=x onerror=alert(1)>',
    });
    expect(mail.subject).toBe('New contact message: Press (from Eve <script>)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Line one<br>Line two');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('Name: Eve <script>\nEmail: eve@example.com\nReason: Press');
  });

  it('leaves out empty facts of a join request and links to the review page', () => {
    const mail = joinRequestMail({
      syndicateName: 'Green Door Racing',
      kind: 'anonymous',
      firstname: 'Ciara',
      lastname: 'Walsh',
      email: 'ciara@example.com',
      phone: null,
      city: '',
      reviewUrl: 'https://stride.example/admin/',
    });
    expect(mail.subject).toBe('New join request for Green Door Racing');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('City:');
    expect(mail.text).toContain('Account: Visitor (no account)');
    expect(mail.html).toContain('href="https://stride.example/admin/"');
  });

  it('puts the reset code in the body, grouped for reading, and in no link', () => {
    const mail = passwordResetMail({ firstname: 'Niamh <b>', code: '04815162' });
    expect(mail.subject).toBe('Your Stride password code');
    expect(mail.text).toContain('0481 5162');
    expect(mail.html).toContain('0481 5162');
    expect(mail.html).toContain('Niamh &lt;b&gt;');
    expect(mail.html).not.toMatch(/href="[^"]*0481/);
    expect(mail.text).toContain('It works once, for 30 minutes.');
  });
});

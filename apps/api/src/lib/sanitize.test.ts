import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the rich-text allow-list intact', () => {
    const html =
      '<h2 id="before-cookies">Cookies</h2><p>Read <strong>this</strong> and <em>that</em>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="#before-cookies" rel="noopener">Back</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script, style and iframe elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('<svg onload="alert(1)"><circle/></svg><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<object data="x.swf"></object><embed src="x"><form action="/x"><input></form>')).toBe('');
  });

  it('strips event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" />',
    );
  });

  it('drops javascript:, data: and vbscript: links, also when obfuscated', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example.com/x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener">x</a>');
    }
  });

  it('keeps safe links and forces rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://stride.example/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://stride.example/x" rel="noopener" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@stride.example" target="_top">mail</a>')).toBe(
      '<a href="mailto:info@stride.example" rel="noopener">mail</a>',
    );
    expect(sanitizeRichText('<a href="/contact-us/">contact</a>')).toBe('<a href="/contact-us/" rel="noopener">contact</a>');
  });

  it('keeps images only with absolute http(s) sources', () => {
    expect(sanitizeRichText('<img src="http://cdn.example.com/a.png">')).toBe('<img src="http://cdn.example.com/a.png" />');
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/local.png', '//evil.example/a.png']) {
      expect(sanitizeRichText(`<p><img src="${src}">x</p>`), src).toBe('<p>x</p>');
    }
    expect(sanitizeRichText('<img>')).toBe('');
  });

  it('keeps plain ids and drops odd ones', () => {
    expect(sanitizeRichText('<p id="terms-1">t</p>')).toBe('<p id="terms-1">t</p>');
    expect(sanitizeRichText('<p id="x&quot; onmouseover=&quot;alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<p id="1abc">t</p>')).toBe('<p>t</p>');
  });

  it('escapes text and survives broken markup', () => {
    expect(sanitizeRichText('<p>1 < 2 & "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; "quoted"</p>');
    expect(sanitizeRichText('<p><a href="https://x.example">unclosed')).toBe(
      '<p><a href="https://x.example" rel="noopener">unclosed</a></p>',
    );
    expect(sanitizeRichText('"><img src=x onerror=alert(1)>')).toBe('"&gt;');
  });

  it('answers an empty string for missing content', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { carriesFiles, carriesOnlyFiles, transformPastedHtml } from './paste';

describe('transformPastedHtml', () => {
  it('turns headings into bold paragraphs', () => {
    expect(transformPastedHtml('<h1>Race day</h1><h3>Going <em>soft</em></h3>')).toBe(
      '<p><strong>Race day</strong></p><p><strong>Going <em>soft</em></strong></p>',
    );
  });

  it('removes scripts, media, handlers and styles', () => {
    const out = transformPastedHtml(
      '<p onclick="x()" style="color:red" class="c">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><iframe src="//evil"></iframe><style>p{}</style>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps safe links and unwraps javascript: ones', () => {
    expect(transformPastedHtml('<a href="https://stride.test/x" target="_blank">ok</a>')).toBe(
      '<a href="https://stride.test/x" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(transformPastedHtml('<p><a href="javascript:alert(1)">bad</a></p>')).toBe('<p>bad</p>');
  });

  it('unwraps spans and fonts, keeps lists and emphasis', () => {
    expect(
      transformPastedHtml(
        '<div><span style="font-weight:700">a</span> <font>b</font></div><ul><li><b>c</b></li></ul>',
      ),
    ).toBe('<p>a b</p><ul><li><b>c</b></li></ul>');
  });

  it('flattens a wrapper of paragraphs without nesting them', () => {
    expect(transformPastedHtml('<div><p>one</p><p>two</p></div>')).toBe('<p>one</p><p>two</p>');
  });
});

function transfer(types: string[], files: number): DataTransfer {
  return {
    types,
    files: { length: files } as FileList,
    items: [] as unknown as DataTransferItemList,
  } as unknown as DataTransfer;
}

describe('clipboard files', () => {
  it('sees files and tells file-only pastes apart from mixed ones', () => {
    expect(carriesFiles(transfer(['Files'], 1))).toBe(true);
    expect(carriesOnlyFiles(transfer(['Files'], 1))).toBe(true);
    expect(carriesOnlyFiles(transfer(['Files', 'text/html'], 1))).toBe(false);
    expect(carriesFiles(transfer(['text/plain'], 0))).toBe(false);
    expect(carriesFiles(null)).toBe(false);
  });
});

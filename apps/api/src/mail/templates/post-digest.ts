/**
 * The react-email template of post notifications (issue 6): one e-mail per member for the horse updates
 * and race entries published within the batching window. Written with createElement so the API keeps a
 * JSX-free TypeScript build; react-email renders both the HTML and the plain-text part.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { DEFAULT_THEME_COLOUR } from '@stride/shared';
import { createElement as h, type ReactElement } from 'react';
import type { RenderedMail } from './layout.js';

export interface DigestPost {
  syndicateName: string;
  horseName: string | null;
  authorLabel: string;
  /** Plain-text excerpt of the sanitised comment. */
  excerpt: string;
  /** "Final Declaration · Leopardstown, race 3" when the post announces a race entry. */
  raceLine: string | null;
  url: string;
}

export interface PostDigestMail {
  firstname: string;
  posts: readonly DigestPost[];
  /** Where the member changes what they receive (the notifications page). */
  settingsUrl: string;
}

const TEMPLATE = 'post-digest';
const EXCERPT_LENGTH = 240;

/** Text of sanitised HTML, shortened for an e-mail. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** Subject line: the one update, or how many. */
export function digestSubject(posts: readonly DigestPost[]): string {
  const first = posts[0];
  if (!first) return 'New updates from the stable';
  if (posts.length === 1) {
    const about = first.horseName ?? first.syndicateName;
    return first.raceLine ? `${about}: ${first.raceLine}` : `New update on ${about}`;
  }
  return `${posts.length} new updates from ${new Set(posts.map((p) => p.syndicateName)).size > 1 ? 'your syndicates' : first.syndicateName}`;
}

function postBlock(post: DigestPost, index: number): ReactElement {
  return h(
    Section,
    { key: index, style: { margin: '0 0 20px' } },
    h(
      Text,
      { style: { margin: '0 0 4px', fontSize: '13px', color: '#4a5368' } },
      `${post.syndicateName} · ${post.authorLabel}`,
    ),
    h(
      Heading,
      { as: 'h2', style: { margin: '0 0 6px', fontSize: '18px' } },
      post.horseName ?? post.syndicateName,
    ),
    post.raceLine ? h(Text, { style: { margin: '0 0 6px', fontWeight: 700 } }, post.raceLine) : null,
    post.excerpt
      ? h(Text, { style: { margin: '0 0 10px', fontSize: '15px', lineHeight: '22px' } }, post.excerpt)
      : null,
    h(
      Button,
      {
        href: post.url,
        style: {
          background: DEFAULT_THEME_COLOUR,
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: '8px',
          fontWeight: 700,
        },
      },
      'View update',
    ),
  );
}

function PostDigest({ firstname, posts, settingsUrl }: PostDigestMail): ReactElement {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, digestSubject(posts)),
    h(
      Body,
      {
        style: {
          margin: 0,
          padding: '24px',
          background: '#f5f6f8',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: '#0c1326',
        },
      },
      h(
        Container,
        { style: { maxWidth: '560px', background: '#ffffff', borderRadius: '12px', padding: '28px' } },
        h(
          Text,
          { style: { margin: '0 0 20px', fontSize: '20px', fontWeight: 800, color: DEFAULT_THEME_COLOUR } },
          'Stride',
        ),
        h(Text, { style: { fontSize: '16px' } }, `Hi ${firstname},`),
        h(
          Text,
          null,
          posts.length === 1
            ? 'There is a new update from the stable:'
            : 'There are new updates from the stable:',
        ),
        ...posts.map(postBlock),
        h(Hr, null),
        h(
          Text,
          { style: { fontSize: '12px', color: '#4a5368' } },
          'You receive these e-mails for horse updates and race entries. ',
          h(Link, { href: settingsUrl }, 'Change your notification settings'),
          '.',
        ),
      ),
    ),
  );
}

/** Renders the digest e-mail (HTML and text). */
export async function postDigestMail(mail: PostDigestMail): Promise<RenderedMail> {
  const element = h(PostDigest, mail);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { template: TEMPLATE, subject: digestSubject(mail.posts), html, text };
}

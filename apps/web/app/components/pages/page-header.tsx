import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { Eyebrow } from '../ui/typography';

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Extra content under the intro (buttons, a "last updated" line). */
  children?: ReactNode;
  /** Width of the text column: narrow for reading pages, default for lists. */
  width?: 'narrow' | 'default';
}

/**
 * The title band every catalogue and content page opens with: a quiet tinted background, the page's h1
 * and a short intro, aligned with the content below it.
 */
export function PageHeader({ title, eyebrow, intro, children, width = 'default' }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-line/70 bg-surface">
      <div aria-hidden="true" className="brand-glow" />
      <Container width={width} className="py-12 sm:py-16 lg:py-20">
        {eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
        <h1 className="max-w-3xl text-headline font-bold text-balance text-fg">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted">{intro}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Container>
    </header>
  );
}

import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { Eyebrow } from '../ui/typography';

export interface MemberPageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'default';
}

/**
 * The title band of the members' area: the catalogue header's tint in a tighter, app-like size, so the
 * feed and account pages start with content rather than a hero.
 */
export function MemberPageHeader({
  title,
  eyebrow,
  intro,
  children,
  width = 'narrow',
}: MemberPageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-line/70 bg-surface">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_18rem_at_90%_-40%,color-mix(in_oklab,var(--color-brand)_18%,transparent),transparent_70%)]"
      />
      <Container width={width} className="py-7 sm:py-10">
        {eyebrow && <Eyebrow className="mb-2">{eyebrow}</Eyebrow>}
        <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-fg sm:text-4xl">
          {title}
        </h1>
        {intro && (
          <div className="mt-2 max-w-2xl text-base leading-relaxed text-fg-muted sm:text-lg">{intro}</div>
        )}
        {children && <div className="mt-5">{children}</div>}
      </Container>
    </header>
  );
}

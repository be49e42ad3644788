import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { Eyebrow, Heading, Text } from '../ui/typography';

export interface PagePlaceholderProps {
  /** The page's real heading. */
  title: string;
  /** Small label above the heading (the page's section). */
  eyebrow?: string;
  /** One honest sentence about the page's purpose. */
  description?: ReactNode;
}

/** The heading block of a page whose content comes in a later issue: real title, no invented data. */
export function PagePlaceholder({ title, eyebrow, description }: PagePlaceholderProps) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="max-w-2xl">
        {eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
        <Heading level={1} size="xl">
          {title}
        </Heading>
        {description && (
          <Text size="lg" tone="muted" className="mt-4">
            {description}
          </Text>
        )}
      </div>
    </Container>
  );
}

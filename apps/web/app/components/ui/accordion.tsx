import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { AccordionToggleIcon } from './accordion-toggle-icon';
import { cn } from './cn';

export interface AccordionItemData {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItemData[];
  /** Allow several panels open at once (FAQ) or just one. */
  multiple?: boolean;
  className?: string;
}

/** Expandable question/answer list (FAQ) with keyboard support from Radix Accordion. */
export function Accordion({ items, multiple = false, className }: AccordionProps) {
  const content = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id} className="border-b border-line last:border-b-0">
      <RadixAccordion.Header asChild>
        <h3>
          <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left text-base font-semibold text-fg transition-colors hover:text-brand-ink">
            {item.title}
            <AccordionToggleIcon className="group-data-[state=open]:rotate-45" />
          </RadixAccordion.Trigger>
        </h3>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="overflow-hidden pb-5 text-[0.9375rem] leading-7 text-fg-muted">
        {item.content}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const classes = cn('rounded-card border border-line bg-surface px-5 shadow-card sm:px-7', className);
  return multiple ? (
    <RadixAccordion.Root type="multiple" className={classes}>
      {content}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="single" collapsible className={classes}>
      {content}
    </RadixAccordion.Root>
  );
}

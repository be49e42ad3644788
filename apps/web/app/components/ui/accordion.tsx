import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
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

/** Arrow keys, Home and End move between an accordion's headers (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-accordion]');
  const triggers = [...(root?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [])];
  const index = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key as 'ArrowDown'];
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Expandable question/answer list (FAQ). The markup and data-state attributes are those Radix Accordion
 * rendered (buttons with aria-expanded/aria-controls, labelled regions hidden while closed), without the
 * library: ~10 KiB gzip less on the FAQ page (decision 032). Native buttons toggle on Enter and Space;
 * arrows, Home and End move between questions.
 */
export function Accordion({ items, multiple = false, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : multiple ? [...current, id] : [id],
    );
  return (
    <div data-accordion="" data-orientation="vertical" className={cn('faq-list', className)}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const state = expanded ? 'open' : 'closed';
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} data-state={state} data-orientation="vertical" className="faq-item">
            <h3 data-state={state} data-orientation="vertical">
              <button
                type="button"
                id={triggerId}
                aria-controls={panelId}
                aria-expanded={expanded}
                data-state={state}
                data-orientation="vertical"
                data-accordion-trigger=""
                onClick={() => toggle(item.id)}
                onKeyDown={moveFocus}
                className="group faq-q"
              >
                {item.title}
                <AccordionToggleIcon className="group-data-[state=open]:rotate-45" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              data-orientation="vertical"
              hidden={!expanded}
              className="faq-a overflow-hidden"
            >
              {expanded ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

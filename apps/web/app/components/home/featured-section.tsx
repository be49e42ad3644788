import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import { Container } from '../ui/container';
import { EmptyState } from '../ui/empty-state';
import { ArrowRightIcon } from '../ui/icons';
import { Eyebrow } from '../ui/typography';
import { HydrateLater } from '../../lib/hydration/hydrate-later';

export interface FeaturedSectionProps<T> {
  id: string;
  eyebrow: string;
  title: string;
  /** "See all" link target and label. */
  allHref: string;
  allLabel: string;
  items: T[];
  /** True when the list could not be loaded (API down or refusing): explains instead of pretending it is empty. */
  failed: boolean;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  unavailableText: string;
}

/**
 * A home page list: heading with a "see all" link, cards in a swipeable row on phones and a grid from
 * md up, or a friendly empty state when there is nothing to show. With cards, the one "see all" link
 * follows them: `.featured` shows it under the cards on phones and beside the heading from sm up.
 */
export function FeaturedSection<T>(props: FeaturedSectionProps<T>) {
  const { id, eyebrow, title, allHref, allLabel, items, failed, renderItem, itemKey } = props;
  const heading = (
    <div>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={`${id}-title`} className="headline mt-2">
        {title}
      </h2>
    </div>
  );
  const allLink = (className: string) => (
    <Link to={allHref} className={className}>
      {allLabel}
      <ArrowRightIcon className="nudge" />
    </Link>
  );
  const content =
    items.length > 0 ? (
      <Container className="featured">
        {heading}
        <ul className="rail">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        {allLink('group link-more featured-all')}
      </Container>
    ) : (
      <Container>
        <div className="section-bar">
          {heading}
          {allLink('group link-more link-more-top')}
        </div>
        <EmptyState
          className="mt-8"
          icon={props.emptyIcon}
          title={failed ? `${title} are unavailable right now` : props.emptyTitle}
          description={failed ? props.unavailableText : props.emptyText}
          action={
            <Link
              to={allHref}
              className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-ink"
            >
              {allLabel}
              <ArrowRightIcon className="size-4" />
            </Link>
          }
        />
      </Container>
    );
  // Below the hero: hydrated in a task after the takeover's (decision 051).
  return (
    <HydrateLater>
      <section aria-labelledby={`${id}-title`} className="py-14 sm:py-20">
        {content}
      </section>
    </HydrateLater>
  );
}

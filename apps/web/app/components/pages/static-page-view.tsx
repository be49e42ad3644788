import { type StaticPage, dublinLongDate } from '@stride/shared';
import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from './page-header';
import { RichText } from './rich-text';

/** "3 March 2025" for an ISO time, in the product's time zone so server and browser agree. */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dublinLongDate(date.getTime());
}

export interface StaticPageViewProps {
  /** The page from `GET /api/pages/{slug}`, or null when the back office has not written it yet. */
  page: StaticPage | null;
  /** Title shown when there is no page (the route's own name). */
  fallbackTitle: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Show "Last updated …" under the title (legal pages). */
  showUpdated?: boolean;
  /** Sections after the page text (videos, FAQ, calls to action). */
  children?: ReactNode;
}

/** A content page: title band, the page's HTML in reading width, then any sections the route adds. */
export function StaticPageView({
  page,
  fallbackTitle,
  eyebrow,
  intro,
  showUpdated,
  children,
}: StaticPageViewProps) {
  const updated = showUpdated && page ? formatUpdated(page.updatedAt) : '';
  return (
    <>
      <PageHeader title={page?.title || fallbackTitle} eyebrow={eyebrow} intro={intro} width="narrow">
        {updated && (
          <p className="text-sm text-fg-subtle">
            Last updated <time dateTime={page?.updatedAt}>{updated}</time>
          </p>
        )}
      </PageHeader>
      <Container width="narrow" className="py-12 sm:py-16">
        {page && page.content.trim() ? (
          <RichText html={page.content} />
        ) : (
          <EmptyState
            title="This page is on its way"
            description="We are still writing this page. Please check back soon, or contact us with any question."
          />
        )}
      </Container>
      {children}
    </>
  );
}

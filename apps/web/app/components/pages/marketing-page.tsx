import type { StaticPage } from '@stride/shared';
import type { ReactNode } from 'react';
import { CallToAction } from './call-to-action';
import { StaticPageView } from './static-page-view';

export interface MarketingPageProps {
  page: StaticPage | null;
  fallbackTitle: string;
  eyebrow: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A marketing page: the back office's text in reading width, any extra sections, and the closing call to action. */
export function MarketingPage({ page, fallbackTitle, eyebrow, intro, children }: MarketingPageProps) {
  return (
    <StaticPageView page={page} fallbackTitle={fallbackTitle} eyebrow={eyebrow} intro={intro}>
      {children}
      <CallToAction />
    </StaticPageView>
  );
}

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'Frequently asked questions | Stride' }];

/** Frequently asked questions: heading only until the issue that owns this page fills it in. */
export default function FaqPage() {
  return (
    <PagePlaceholder
      title="Frequently asked questions"
      eyebrow="Help"
      description="Answers to the questions owners ask most."
    />
  );
}

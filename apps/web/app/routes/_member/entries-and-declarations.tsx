import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/entries-and-declarations';

export const meta: Route.MetaFunction = () => [{ title: 'Entries and declarations | Stride' }];

/** Entries and declarations: heading only until the issue that owns this page fills it in. */
export default function EntriesPage() {
  return (
    <PagePlaceholder
      title="Entries and declarations"
      eyebrow="Racing"
      description="Race entries, declarations and results for your horses."
    />
  );
}

import { PagePlaceholder } from '../../components/layout/page-placeholder';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () => [{ title: 'Contact us | Stride' }];

/** Contact us: heading only until the issue that owns this page fills it in. */
export default function ContactUsPage() {
  return (
    <PagePlaceholder
      title="Contact us"
      eyebrow="Get in touch"
      description="Questions about a syndicate or your account? Send us a message."
    />
  );
}

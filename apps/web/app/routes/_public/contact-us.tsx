import type { ContactReason } from '@stride/shared';
import { ContactForm } from '../../components/contact/contact-form';
import { ContactSent } from '../../components/contact/contact-sent';
import { RouteErrorBoundary } from '../../components/layout/route-error-boundary';
import { PageHeader } from '../../components/pages/page-header';
import { seoMeta } from '../../components/seo/meta';
import { loadSeo } from '../../components/seo/seo.server';
import { Container } from '../../components/ui/container';
import { apiGet, reportReadFailure } from '../../lib/api/client.server';
import { postForm, readActionBody } from '../../lib/visitor-forms/post-form.server';
import type { Route } from './+types/contact-us';

/** The reasons of the select (SPEC §7 `GET contact-us-reasons`); an empty list when the API fails. */
async function loadReasons(signal: AbortSignal): Promise<ContactReason[]> {
  try {
    return (await apiGet<{ data: ContactReason[] }>('/api/contact-us-reasons', { signal })).data;
  } catch (cause) {
    reportReadFailure('GET /api/contact-us-reasons', cause, signal);
    return [];
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const [reasons, seo] = await Promise.all([
    loadReasons(request.signal),
    loadSeo({ path: '/contact-us/', signal: request.signal }),
  ]);
  return { reasons, seo };
}

/** POST contact-us-messages (SPEC §7) with the four fields, for the visitor. */
export async function action(args: Route.ActionArgs) {
  const { name, email, reason, comment } = await readActionBody(args.request);
  return postForm(args, '/api/contact-us-messages', { name, email, reason, comment });
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta(data?.seo, {
    title: 'Contact us',
    description: 'Questions about a syndicate, a share or your account? Send the Stride team a message.',
  });

/** `/contact-us/`: the contact form, then its success state. */
export default function ContactUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData?.ok === true;
  return (
    <>
      <PageHeader
        eyebrow="Get in touch"
        title="Contact us"
        intro="Questions about a syndicate, a share or your account? Send us a message and a member of the team will get back to you."
        width="narrow"
      />
      <Container width="narrow" className="py-12 sm:py-16">
        {sent ? <ContactSent /> : <ContactForm reasons={loaderData.reasons} result={actionData} />}
      </Container>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

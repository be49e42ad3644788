/**
 * Resource route of the join dialog (SPEC §2): GET ?syndicate={id} → the syndicate's logo, name and
 * country (and the countries of the member form); POST → the request, as the signed-in user
 * (POST syndicate-user-join-requests, prefilled form) or as a visitor (POST syndicate-anonymous-join-requests).
 */
import { type CountriesList, type Syndicate, idFromReference, iri } from '@stride/shared';
import {
  type JoinDialogData,
  MEMBER_JOIN_FIELDS,
  VISITOR_JOIN_FIELDS,
  pickStrings,
} from '../../components/join-dialog/join-data';
import { apiGet } from '../../lib/api/client.server';
import { authSessionContext } from '../../lib/auth/context';
import { getPublicEnv } from '../../lib/env.server';
import { forwardedForHeaders } from '../../lib/visitor-forms/client-ip.server';
import { postForm, readActionBody } from '../../lib/visitor-forms/post-form.server';
import { mediaUrl } from '../../lib/media-url';
import type { Route } from './+types/join-request';

/** The summary does not change because a form was sent somewhere: never reload it in the background. */
export function shouldRevalidate() {
  return false;
}

/** The dialog's syndicate summary; never throws, so the dialog can say it could not load. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<JoinDialogData> {
  const id = idFromReference(new URL(request.url).searchParams.get('syndicate'), 'syndicates');
  if (id === null) return { syndicate: null, countries: null };
  const session = context.get(authSessionContext);
  const init = { session, signal: request.signal, headers: forwardedForHeaders(request) };
  const user = await session.currentUser();
  const [syndicate, countries] = await Promise.all([
    apiGet<Syndicate>(`/api/syndicates/${id}`, init).catch(() => null),
    user ? apiGet<CountriesList>('/api/countries-list', init).catch(() => null) : Promise.resolve(null),
  ]);
  if (!syndicate) return { syndicate: null, countries };
  return {
    syndicate: {
      id: syndicate.id,
      name: syndicate.name,
      countryName: syndicate.countryName,
      logoUrl: mediaUrl(syndicate.logo?.smallUrl, getPublicEnv().PUBLIC_API_URL),
    },
    countries,
  };
}

/** Sends the request; signed-in users send their (prefilled) form, visitors the quick request. */
export async function action(args: Route.ActionArgs) {
  const body = await readActionBody(args.request);
  const syndicateId = idFromReference(body.syndicate, 'syndicates');
  const syndicate = syndicateId === null ? '' : iri('syndicates', syndicateId);
  const user = await args.context.get(authSessionContext).currentUser();
  if (user) {
    return postForm(args, '/api/syndicate-user-join-requests', {
      ...pickStrings(body, MEMBER_JOIN_FIELDS),
      syndicate,
    });
  }
  const { phone, ...person } = pickStrings(body, VISITOR_JOIN_FIELDS);
  return postForm(args, '/api/syndicate-anonymous-join-requests', {
    ...person,
    phoneNumber: phone ?? '',
    syndicate,
  });
}

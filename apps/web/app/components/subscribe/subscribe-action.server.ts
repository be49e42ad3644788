/**
 * The newsletter's route action (SPEC §7 POST subscribers with `email` and `holdingSubscriber: true`),
 * exported by the page that shows the form (home).
 */
import { postForm, readActionBody, type FormActionArgs } from '../../lib/visitor-forms/post-form.server';

/** Subscribes the submitted e-mail for the visitor. */
export async function subscribeAction(args: FormActionArgs) {
  const { email } = await readActionBody(args.request);
  return postForm<{ email: string; holdingSubscriber: true }>(args, '/api/subscribers', {
    email: typeof email === 'string' ? email : '',
    holdingSubscriber: true,
  });
}

import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type * as EmailRule from './email-rule';
import { reportError } from '../../lib/errors';
import { type FormResult, failureAsHttpError } from '../../lib/visitor-forms/form-result';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

export interface SubscribeFormProps {
  /** Route path of the page whose action subscribes (`/?index` for home). */
  action: string;
  /** The page action's answer when the form was posted without JavaScript. */
  result?: FormResult;
  /** Dark band (home) or light surface. */
  tone?: 'dark' | 'light';
}

/**
 * SPEC §5 newsletter: the e-mail is checked before submit; server violations on `email` show on the field;
 * any other error goes to the general error handler. Works without JavaScript as a plain form post.
 * One field needs no form library: plain state keeps react-hook-form off the home page (decision 017).
 */
export function SubscribeForm({ action, result, tone = 'dark' }: SubscribeFormProps) {
  const fetcher = useFetcher<FormResult>({ key: 'subscribe' });
  const handled = useRef<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The e-mail check, once the first submit has loaded it.
  const rule = useRef<typeof EmailRule | null>(null);
  const answer = fetcher.data ?? result;

  useEffect(() => {
    if (!answer || answer.ok || handled.current === answer) return;
    handled.current = answer;
    const onEmail = answer.violations.find((v) => v.propertyPath === 'email');
    if (onEmail) setError(onEmail.message);
    else reportError(failureAsHttpError(answer));
  }, [answer]);

  if (answer?.ok) {
    return (
      <p
        role="status"
        className={cn('text-base font-semibold', tone === 'dark' ? 'text-white' : 'text-success')}
      >
        Thank you for subscribing. Look out for our next update in your inbox.
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        // The check and its messages load on the first submit, not with the page (decision 032).
        void import('./email-rule').then((loaded) => {
          rule.current = loaded;
          const problem = loaded.emailProblem(input.current?.value ?? '');
          setError(problem);
          if (problem) {
            input.current?.focus();
            return;
          }
          void fetcher.submit(form, { method: 'post', action, preventScrollReset: true });
        });
      }}
      className="w-full"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="subscribe-email" className="sr-only">
            Email address
          </label>
          <input
            id="subscribe-email"
            type="email"
            autoComplete="email"
            placeholder="Your email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            className={cn(
              // Design-system classes (app/design-system.css); the error border below is a utility, so it wins.
              'email-input',
              tone === 'dark' ? 'email-input-dark' : 'email-input-light',
              error && (tone === 'dark' ? 'border-[#ff9aa8]' : 'border-danger'),
            )}
            ref={input}
            name="email"
            defaultValue=""
            // After a failed check the message follows the typing, as it did with a form library.
            onChange={(event) => {
              if (error && rule.current) setError(rule.current.emailProblem(event.currentTarget.value));
            }}
          />
          {error && (
            <p
              id="subscribe-email-error"
              className={cn(
                'mt-2 px-2 text-sm font-medium',
                tone === 'dark' ? 'text-[#ffc2cb]' : 'text-danger',
              )}
            >
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" loading={fetcher.state !== 'idle'} className="shrink-0">
          Subscribe
        </Button>
      </div>
    </fetcher.Form>
  );
}

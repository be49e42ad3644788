import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactFormInput, type ContactReason, contactFormSchema } from '@stride/shared';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form, useNavigation, useSubmit } from 'react-router';
import { reportError } from '../../lib/errors';
import { type FormResult, failureAsHttpError, fieldErrors } from '../../lib/visitor-forms/form-result';
import { FormAlert } from '../join-dialog/form-alert';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { TextInput } from '../ui/text-input';

const FIELDS = ['name', 'email', 'reason', 'comment'] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

const controlClass = (error: string | undefined) =>
  cn(
    'w-full rounded-control border bg-surface px-4 text-base text-fg',
    'focus-visible:border-brand-ink focus-visible:ring-4 focus-visible:ring-brand/25 focus-visible:outline-none',
    error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
  );

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

export interface ContactFormProps {
  reasons: ContactReason[];
  /** The page action's answer to the last submission (undefined before any). */
  result: FormResult | undefined;
}

/**
 * SPEC §2 contact form: name, email, reason (from contact-us-reasons) and comment, checked in the browser
 * with the shared schema ('Please add an email address before submission'), then by the API through the
 * page's action; works without JavaScript. Field violations show on their fields, anything else goes to
 * the general error handler.
 */
export function ContactForm({ reasons, result }: ContactFormProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const reported = useRef<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', reason: '', comment: '' },
  });

  useEffect(() => {
    if (!result || result.ok || reported.current === result) return;
    reported.current = result;
    const errorsByField = fieldErrors(result.violations, (path) => (isField(path) ? path : null));
    for (const [field, message] of Object.entries(errorsByField))
      setError(field as Field, { type: 'server', message });
    if (Object.keys(errorsByField).length === 0) reportError(failureAsHttpError(result));
  }, [result, setError]);

  const busy = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const showAlert =
    (isSubmitted && Object.keys(errors).length > 0) || (result && !result.ok && result.violations.length > 0);

  return (
    <Form
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        const form = event.currentTarget;
        void handleSubmit(() => submit(form, { method: 'post', preventScrollReset: true }))(event);
      }}
    >
      {showAlert && <FormAlert />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-reason" className="text-sm font-semibold text-fg">
          Reason
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <select
          id="contact-reason"
          required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'contact-reason-error' : undefined}
          className={cn('h-12 px-3', controlClass(errors.reason?.message))}
          {...register('reason')}
        >
          <option value="">Select a reason</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {reason.label}
            </option>
          ))}
        </select>
        <FieldError id="contact-reason-error" message={errors.reason?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-comment" className="text-sm font-semibold text-fg">
          Comment
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <textarea
          id="contact-comment"
          rows={6}
          required
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? 'contact-comment-error' : undefined}
          className={cn('min-h-36 py-3 leading-relaxed', controlClass(errors.comment?.message))}
          {...register('comment')}
        />
        <FieldError id="contact-comment-error" message={errors.comment?.message} />
      </div>
      <div>
        <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
          Send message
        </Button>
      </div>
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { ContactFields, NameFields } from '../ui/person-fields';
import { FormAlert } from './form-alert';
import { type VisitorJoinValues, visitorFieldOf, visitorJoinFormSchema } from './join-schemas';
import { TermsLabel } from './terms-label';
import { useJoinSubmit } from './use-join-submit';

export interface VisitorJoinFormProps {
  syndicateId: number;
  onSuccess: () => void;
}

/**
 * A visitor's quick request (SPEC §2 join dialog): name, e-mail, optional phone and the terms box, which
 * gates the submit button. Checked in the browser first; the server's violations land on the same fields.
 */
export default function VisitorJoinForm({ syndicateId, onSuccess }: VisitorJoinFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<VisitorJoinValues>({
    resolver: zodResolver(visitorJoinFormSchema),
    defaultValues: { firstname: '', lastname: '', email: '', phone: '', terms: false },
  });
  const setFieldError = useCallback(
    (field: string, message: string) =>
      setError(field as keyof VisitorJoinValues, { type: 'server', message }),
    [setError],
  );
  const { submit, busy, problem } = useJoinSubmit({
    syndicateId,
    fieldOf: visitorFieldOf,
    setFieldError,
    onSuccess,
  });
  const termsAccepted = watch('terms') === true;
  const invalid = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => submit(values))(event)}
      className="grid gap-4"
    >
      {problem?.kind === 'request' ? (
        <FormAlert title="Your request was not sent" message={problem.message} />
      ) : (
        (invalid || problem?.kind === 'fields') && <FormAlert />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} />
      </div>
      <ContactFields register={register} errors={errors} />
      <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...register('terms')} />
      <Button type="submit" block size="lg" disabled={!termsAccepted} loading={busy}>
        Send request
      </Button>
    </form>
  );
}

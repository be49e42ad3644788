/**
 * Sends a join form to the dialog's resource route with a fetcher and applies the answer: success calls
 * `onSuccess`, 422 violations go onto their fields (SPEC §5), anything else becomes a form-level problem.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, fieldErrors } from '../../lib/visitor-forms/form-result';
import { JOIN_REQUEST_ROUTE } from './join-data';

/** What the form shows above its fields after a failed submit. */
export type JoinFormProblem = { kind: 'fields' } | { kind: 'request'; message: string } | null;

export interface JoinSubmitOptions {
  syndicateId: number;
  /** Form field of a violation's propertyPath; null drops it (shown as a form problem instead). */
  fieldOf: (propertyPath: string) => string | null;
  setFieldError: (field: string, message: string) => void;
  onSuccess: () => void;
}

/** The submit function, whether a request is on its way, and the current form-level problem. */
export function useJoinSubmit({ syndicateId, fieldOf, setFieldError, onSuccess }: JoinSubmitOptions) {
  const fetcher = useFetcher<FormResult>();
  const [problem, setProblem] = useState<JoinFormProblem>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setProblem(null);
      onSuccess();
      return;
    }
    const errors = fieldErrors(result.violations, fieldOf);
    for (const [field, message] of Object.entries(errors)) setFieldError(field, message);
    const unplaced = result.violations.find((v) => fieldOf(v.propertyPath) === null);
    if (Object.keys(errors).length > 0 && !unplaced) setProblem({ kind: 'fields' });
    else setProblem({ kind: 'request', message: unplaced?.message ?? result.message });
  }, [fetcher.state, fetcher.data, fieldOf, setFieldError, onSuccess]);

  const submit = (values: Record<string, unknown>) => {
    setProblem(null);
    void fetcher.submit({ ...values, syndicate: syndicateId } as Record<string, string | boolean | number>, {
      method: 'post',
      action: JOIN_REQUEST_ROUTE,
      encType: 'application/json',
    });
  };

  return { submit, busy: fetcher.state !== 'idle', problem, setProblem };
}

import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Form, useNavigation, useSubmit } from 'react-router';
import { TextInput } from '../ui/text-input';

/**
 * True while this form's submission is in flight. The settings page holds several forms, each
 * posting to the same action with its own `intent`, so only the submitting form shows as busy.
 */
export function useIntentBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

export interface IntentFormProps {
  /** Which step of the settings action this form posts to (sent as the hidden `intent` field). */
  intent: string;
  /** react-hook-form's `handleSubmit`: the browser-side check that runs before the form is posted. */
  validate: (onValid: () => void) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/**
 * The settings forms' shared shell: checked in the browser with the shared schema first, then posted
 * to the route action with its intent; without JavaScript it posts natively.
 */
export function IntentForm({ intent, validate, children }: IntentFormProps) {
  const submit = useSubmit();
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        const form = event.currentTarget;
        void validate(() => submit(form))(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The "Current password" field that both the e-mail change and the password change ask for. */
export function CurrentPasswordInput({ error, ...field }: UseFormRegisterReturn & { error?: string }) {
  return (
    <TextInput
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      error={error}
      {...field}
    />
  );
}

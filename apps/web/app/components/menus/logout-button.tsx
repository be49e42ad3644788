import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-router';
import { currentEnvironment, sendNativeLogoutMessage } from '../../lib/auth/native-logout';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';

export interface LogoutButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * SPEC §4 logout: a POST to /auth/logout/ as a full page navigation (the server resets the session and
 * sends the browser to the provider logout). Inside the native wrappers the app is messaged and the
 * server only resets.
 */
export function LogoutButton({ variant = 'ghost', size = 'sm', block, className, children = 'Logout' }: LogoutButtonProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const environment = currentEnvironment();
    const field = event.currentTarget.elements.namedItem('environment');
    if (field instanceof HTMLInputElement) field.value = environment;
    sendNativeLogoutMessage(environment);
  }
  return (
    <Form method="post" action="/auth/logout/" reloadDocument onSubmit={onSubmit} className={block ? 'w-full' : undefined}>
      <input type="hidden" name="environment" defaultValue="web" />
      <button type="submit" className={cn(buttonClasses({ variant, size, block }), className)}>
        {children}
      </button>
    </Form>
  );
}

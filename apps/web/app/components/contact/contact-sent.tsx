import { Form } from 'react-router';
import { Button } from '../ui/button';

/** The contact page's success state: the message is on its way, with a way to write another. */
export function ContactSent() {
  return (
    <div role="status" className="rounded-card border border-success/25 bg-success/5 p-6 sm:p-8">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-success text-white">
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 className="mt-5 text-xl font-bold text-fg">Thank you, your message is on its way</h2>
      <p className="mt-2 leading-relaxed text-fg-muted">
        Our team reads every message and will reply to the e-mail address you gave us, usually within one
        working day.
      </p>
      {/* A plain GET reloads the page without the action's answer: an empty form again. */}
      <Form method="get" className="mt-6">
        <Button type="submit" variant="outline">
          Send another message
        </Button>
      </Form>
    </div>
  );
}

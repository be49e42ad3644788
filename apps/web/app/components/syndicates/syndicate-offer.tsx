import { Button, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import type { SyndicateView } from './syndicate-view';

/** Arrow out of a box: the link leaves the site (the payment page). */
function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
    </svg>
  );
}

/**
 * The share offer and the actions of a syndicate page (SPEC §2): every fact, the price per share in €,
 * "Request info" (the join dialog opens from `data-join-syndicate`) and "Pay to join" — a plain link to
 * the payment page set in the back office, hidden when there is none.
 */
export function SyndicateOffer({ syndicate, className }: { syndicate: SyndicateView; className?: string }) {
  return (
    <section
      aria-labelledby="offer-title"
      className={cn('rounded-card border border-line bg-surface p-6 shadow-card sm:p-7', className)}
    >
      <h2 id="offer-title" className="text-xs font-bold tracking-[0.16em] text-brand-ink uppercase">
        Share offer
      </h2>
      <p className="mt-3">
        <span className="text-4xl font-extrabold tracking-tight text-fg tabular-nums">
          {syndicate.pricePerShare}
        </span>
        <span className="ml-1.5 text-base font-medium text-fg-muted">per share</span>
      </p>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {syndicate.facts
          .filter((fact) => fact.label !== 'Price per share')
          .map((fact) => (
            <div key={fact.label} className="flex items-baseline justify-between gap-4 py-3">
              <dt className="text-[0.9375rem] text-fg-muted">{fact.label}</dt>
              <dd className="text-right text-[0.9375rem] font-semibold text-fg tabular-nums">{fact.value}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" block data-join-syndicate={syndicate.id} aria-haspopup="dialog">
          Request info
        </Button>
        {syndicate.paymentLink && (
          <a
            href={syndicate.paymentLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'lg', variant: 'secondary', block: true })}
          >
            Pay to join
            <ExternalIcon className="size-5" />
            <span className="sr-only">(opens the payment page in a new tab)</span>
          </a>
        )}
      </div>
      <p className="mt-4 text-center text-sm text-fg-subtle">
        A racing manager answers every request within one working day.
      </p>
    </section>
  );
}

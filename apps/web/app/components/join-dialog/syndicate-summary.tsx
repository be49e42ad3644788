import { PinIcon } from '../ui/icons';
import type { JoinSyndicateSummary } from './join-data';

/** The dialog's heading content (SPEC §2): the syndicate's logo and name. */
export function SyndicateTitle({ syndicate }: { syndicate: JoinSyndicateSummary }) {
  return (
    <span className="flex items-center gap-3">
      {syndicate.logoUrl ? (
        <img
          src={syndicate.logoUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl border border-line bg-white object-contain p-1"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-lg font-bold text-brand-ink"
        >
          {syndicate.name.charAt(0)}
        </span>
      )}
      <span className="min-w-0">{syndicate.name}</span>
    </span>
  );
}

/** The syndicate's country, under the heading. */
export function SyndicateCountry({ syndicate }: { syndicate: JoinSyndicateSummary }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <PinIcon className="size-4" aria-hidden="true" />
      {syndicate.countryName}
    </span>
  );
}

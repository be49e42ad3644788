import type { Route } from './+types/maintenance';

export const meta: Route.MetaFunction = () => [{ title: 'Maintenance | Stride' }];

/** SPEC §2 holding page shown to visitors outside the IP allow-list while maintenance mode is on. */
export default function MaintenancePage() {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <p className="rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-xs font-bold tracking-[0.16em] text-white/80 uppercase">
        Scheduled maintenance
      </p>
      <h1 className="mt-6 text-headline font-bold text-balance">We’ll be back at the races shortly</h1>
      <p className="mt-4 text-lg leading-relaxed text-white/75">
        Stride is being updated. Please check back in a little while — your syndicates, horses and messages
        are safe.
      </p>
    </div>
  );
}

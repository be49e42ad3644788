import { hasAnyRole } from '@stride/shared';
import { Link } from '../ui/link';
import { useOptionalRootData } from '../../lib/root-data';
import { Container } from '../ui/container';

/**
 * The member's own syndicates at the top of /syndicates/ (the members' "Syndicate" menu item lands here):
 * one themed tile each, leading to the syndicate page with its member panel.
 */
export function YourSyndicates() {
  const user = useOptionalRootData()?.user;
  if (!user || !hasAnyRole(user.roles, ['Member'])) return null;
  const own = user.syndicates.filter((syndicate) => syndicate.slug);
  if (own.length === 0) return null;
  return (
    <section aria-labelledby="your-syndicates-title" className="border-b border-line/70 bg-canvas">
      <Container className="py-8 sm:py-10">
        <h2 id="your-syndicates-title" className="text-xl font-bold tracking-tight text-fg">
          Your syndicates
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="your-syndicates">
          {own.map((syndicate) => (
            <li key={syndicate.id}>
              <Link
                to={`/syndicates/${syndicate.slug}/`}
                className="flex items-center gap-3 rounded-card border border-line/70 bg-surface p-4 shadow-card transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-xl text-base font-bold text-white"
                  style={{ backgroundColor: syndicate.themeColour }}
                >
                  {syndicate.name.charAt(0)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-fg">{syndicate.name}</span>
                  <span className="block text-sm text-fg-subtle">Member · open your syndicate</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

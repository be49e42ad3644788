import type { Post } from '@stride/shared';
import { Link } from '../ui/link';
import { AuthorLine } from '../updates/author-line';
import { updatePath } from '../updates/update-path';
import { Badge } from '../ui/badge';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

/** A member's own syndicate: "You are a member", their shortcuts and the latest updates from the stable. */
export function MemberSyndicatePanel({ name, updates }: { name: string; updates: Post[] }) {
  return (
    <Card aria-labelledby="member-panel-title" className="grid gap-5" data-testid="member-syndicate-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="member-panel-title" className="text-lg font-bold text-fg">
          Your syndicate
        </h2>
        <Badge tone="brand">Member</Badge>
      </div>
      <p className="text-sm text-fg-muted">
        You are a member of {name}. Follow every update and race from here.
      </p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/updates/" size="sm">
          Updates
        </ButtonLink>
        <ButtonLink to="/entries-and-declarations/" size="sm" variant="outline">
          Entries
        </ButtonLink>
        <ButtonLink to="/messages/" size="sm" variant="outline">
          Messages
        </ButtonLink>
      </div>
      {updates.length > 0 && (
        <div className="grid gap-3 border-t border-line/70 pt-4">
          <p className="text-xs font-bold tracking-[0.16em] text-brand-ink uppercase">Latest updates</p>
          <ul className="grid gap-2">
            {updates.map((post) => (
              <li key={post.id}>
                <Link
                  to={updatePath(post.id)}
                  className="block rounded-2xl p-2 transition-colors hover:bg-ink-900/4 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <AuthorLine post={post} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

import { HorseCard } from '../horses/horse-card';
import { CardGrid, ListUnavailable } from '../pages/card-grid';
import { EmptyState } from '../ui/empty-state';
import { Container } from '../ui/container';
import { HorseshoeIcon } from '../ui/icons';
import type { HorseCardData } from '../../lib/cards';
import { MemberPageHeader } from './member-page-header';

/** `/horses/` for a member: every horse of their syndicates, by name, on one page. */
export function MemberHorses({ horses, failed }: { horses: HorseCardData[]; failed: boolean }) {
  return (
    <>
      <MemberPageHeader
        width="default"
        eyebrow="Members"
        title="Your horses"
        intro="The horses of your syndicates: form, pedigree and what their trainers think."
      >
        {horses.length > 0 && (
          <p className="text-sm font-semibold text-fg-subtle">
            {horses.length} {horses.length === 1 ? 'horse' : 'horses'}
          </p>
        )}
      </MemberPageHeader>
      <Container className="py-8 sm:py-12">
        {failed ? (
          <ListUnavailable what="horses" icon={<HorseshoeIcon className="size-6" />} />
        ) : horses.length === 0 ? (
          <EmptyState
            icon={<HorseshoeIcon className="size-6" />}
            title="No horses yet"
            description="Your horses appear here once your syndicate membership is confirmed."
          />
        ) : (
          <CardGrid columns={4} label="Your horses">
            {horses.map((horse) => (
              <li key={horse.href}>
                <HorseCard horse={horse} headingLevel={2} />
              </li>
            ))}
          </CardGrid>
        )}
      </Container>
    </>
  );
}

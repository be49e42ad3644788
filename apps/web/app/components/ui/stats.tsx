import { Fragment, type ReactNode } from 'react';
import { cn } from './cn';

export interface StatsProps {
  /** Label and value pairs, in reading order (three: `.stats` lays them out in three columns). */
  items: readonly (readonly [label: string, value: ReactNode])[];
  /** Its frame: `stats-rule` (a rule above) or `stats-panel` (a tinted panel), and size modifiers. */
  className?: string;
}

/**
 * A card's key figures (`.stats`, app/design-system.css): a `<dl>` of label/value pairs, each label above
 * its value in equal columns. The pairs are the list's own children (no wrapper per pair): the grid
 * places them column by column.
 */
export function Stats({ items, className }: StatsProps) {
  return (
    <dl className={cn('stats', className)}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

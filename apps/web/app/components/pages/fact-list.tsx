import { cn } from '../ui/cn';

export interface FactItem {
  label: string;
  value: string;
}

const layouts = {
  /** Six facts: two columns on phones, three from sm, one row from lg. */
  grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6',
  /** A scoreboard: the first fact across two columns on phones, one row of five from sm. */
  record: 'facts-record grid-cols-2 sm:grid-cols-5 [&>:first-child]:max-sm:col-span-2',
} as const;

export interface FactListProps {
  facts: FactItem[];
  layout?: keyof typeof layouts;
  /** Names the list for assistive tech. */
  label?: string;
  className?: string;
}

/** Labelled facts as a description list in a card, ruled into cells (the layouts fill every row). */
export function FactList({ facts, layout = 'grid', label, className }: FactListProps) {
  return (
    <dl aria-label={label} className={cn('facts', layouts[layout], className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

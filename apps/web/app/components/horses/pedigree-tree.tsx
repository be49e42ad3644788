import type { Pedigree } from '@stride/shared';
import { cn } from '../ui/cn';

/** One horse in the tree with the two parents it descends from (absent in the last generation). */
export interface PedigreeNode {
  name: string;
  relation: string;
  kind: 'subject' | 'sire' | 'dam';
  parents?: [PedigreeNode, PedigreeNode];
}

/** Builds the three-generation tree (parents, grandparents, great-grandparents) from the API's flat pedigree. */
export function pedigreeTree(name: string, p: Pedigree): PedigreeNode {
  const sire = (n: string, relation: string, parents?: [PedigreeNode, PedigreeNode]): PedigreeNode => ({
    name: n,
    relation,
    kind: 'sire',
    ...(parents ? { parents } : {}),
  });
  const dam = (n: string, relation: string, parents?: [PedigreeNode, PedigreeNode]): PedigreeNode => ({
    name: n,
    relation,
    kind: 'dam',
    ...(parents ? { parents } : {}),
  });
  return {
    name,
    relation: 'Horse',
    kind: 'subject',
    parents: [
      sire(p.sire, 'Sire', [
        sire(p.sireSire, 'Grandsire', [
          sire(p.sireSireSire, 'Great-grandsire'),
          dam(p.sireSireDam, 'Great-granddam'),
        ]),
        dam(p.sireDam, 'Granddam', [
          sire(p.sireDamSire, 'Great-grandsire'),
          dam(p.sireDamDam, 'Great-granddam'),
        ]),
      ]),
      dam(p.dam, 'Dam', [
        sire(p.damSire, 'Damsire', [
          sire(p.damSireSire, 'Great-grandsire'),
          dam(p.damSireDam, 'Great-granddam'),
        ]),
        dam(p.damDam, 'Second dam', [
          sire(p.damDamSire, 'Great-grandsire'),
          dam(p.damDamDam, 'Great-granddam'),
        ]),
      ]),
    ],
  };
}

/*
 * Connectors. Phones (below lg): an indented outline, each child hanging off an elbow from its parent's
 * vertical rule. Desktop (lg): a left-to-right bracket, each pair of parents joined by a vertical rule
 * that meets the line coming out of their child.
 */
const childItem = cn(
  'relative',
  // Phones: elbow into the node's middle, plus a rule down to the next sibling.
  'max-lg:pt-2 max-lg:pl-5',
  'max-lg:before:absolute max-lg:before:top-0 max-lg:before:left-0 max-lg:before:h-8 max-lg:before:w-4 max-lg:before:rounded-bl-lg max-lg:before:border-b max-lg:before:border-l max-lg:before:border-fg-subtle/40',
  'max-lg:after:absolute max-lg:after:top-0 max-lg:after:bottom-0 max-lg:after:left-0 max-lg:after:border-l max-lg:after:border-fg-subtle/40 max-lg:last:after:hidden',
  // Desktop: a stub into the node and half of the pair's vertical rule.
  'lg:flex lg:items-center lg:py-1 lg:pl-5',
  'lg:before:absolute lg:before:top-1/2 lg:before:left-0 lg:before:w-5 lg:before:border-t lg:before:border-fg-subtle/45',
  'lg:after:absolute lg:after:left-0 lg:after:border-l lg:after:border-fg-subtle/45',
  'lg:first:after:top-1/2 lg:first:after:bottom-0 lg:last:after:top-0 lg:last:after:bottom-1/2',
);
const parentsList = cn(
  'relative',
  'max-lg:ml-4',
  'lg:flex lg:flex-col lg:pl-5',
  'lg:before:absolute lg:before:top-1/2 lg:before:left-0 lg:before:w-5 lg:before:border-t lg:before:border-fg-subtle/45',
);

function NodeBox({ node }: { node: PedigreeNode }) {
  const subject = node.kind === 'subject';
  return (
    <div
      className={cn(
        'relative flex h-12 min-w-0 flex-col justify-center overflow-hidden rounded-xl border pr-3 pl-4 lg:w-44 xl:w-52',
        subject ? 'border-ink-900 bg-ink-900 text-white shadow-card' : 'border-line bg-surface',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-y-2 left-1.5 w-1 rounded-full',
          node.kind === 'dam' ? 'bg-brand' : node.kind === 'sire' ? 'bg-[#5b6b92]' : 'bg-brand',
        )}
      />
      <span
        className={cn(
          'text-[0.6875rem] leading-4 font-semibold tracking-wide uppercase',
          subject ? 'text-white/70' : 'text-fg-subtle',
        )}
      >
        {node.relation}
      </span>
      <span
        className={cn(
          'truncate text-[0.9375rem] leading-5 font-semibold',
          !node.name && 'text-fg-subtle italic',
        )}
      >
        {node.name || 'Unknown'}
      </span>
    </div>
  );
}

function Branch({ node, root = false }: { node: PedigreeNode; root?: boolean }) {
  return (
    <li className={root ? 'lg:flex lg:items-center' : childItem}>
      <NodeBox node={node} />
      {node.parents && (
        <ul className={parentsList} aria-label={`Parents of ${node.name || 'this horse'}`}>
          <Branch node={node.parents[0]} />
          <Branch node={node.parents[1]} />
        </ul>
      )}
    </li>
  );
}

export interface PedigreeTreeProps {
  name: string;
  pedigree: Pedigree;
  className?: string;
}

/**
 * SPEC §2 family tree: the horse and three generations of ancestors drawn as a tree — a bracket reading
 * left to right on desktop, an indented outline on phones — as nested lists, so it reads in order aloud.
 */
export function PedigreeTree({ name, pedigree, className }: PedigreeTreeProps) {
  return (
    <div className={cn('lg:overflow-x-auto', className)}>
      <ul className="w-full lg:mx-auto lg:w-max">
        <Branch node={pedigreeTree(name, pedigree)} root />
      </ul>
    </div>
  );
}

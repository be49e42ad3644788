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
 * that meets the line coming out of their child. They are .ped-child and .ped-parents in
 * app/design-system.css (decision 033: written out per item they were 10 KB of every horse page).
 */

function NodeBox({ node }: { node: PedigreeNode }) {
  const subject = node.kind === 'subject';
  return (
    <div
      className={cn(
        'ped-node',
        subject ? 'border-ink-900 bg-ink-900 text-white shadow-card' : 'border-line bg-surface',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'ped-bar',
          node.kind === 'dam' ? 'bg-brand' : node.kind === 'sire' ? 'bg-[#5b6b92]' : 'bg-brand',
        )}
      />
      <span className={cn('ped-rel', subject ? 'text-white/70' : 'text-fg-subtle')}>{node.relation}</span>
      <span className={cn('ped-name', !node.name && 'text-fg-subtle italic')}>{node.name || 'Unknown'}</span>
    </div>
  );
}

function Branch({ node, root = false }: { node: PedigreeNode; root?: boolean }) {
  return (
    <li className={root ? 'lg:flex lg:items-center' : 'ped-child'}>
      <NodeBox node={node} />
      {node.parents && (
        <ul className="ped-parents" aria-label={`Parents of ${node.name || 'this horse'}`}>
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

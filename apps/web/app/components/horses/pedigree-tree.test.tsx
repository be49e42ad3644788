import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHorse } from '../../test/factories';
import { PedigreeTree, pedigreeTree } from './pedigree-tree';
import { paragraphsOf } from './plain-text';

const pedigree = {
  ...buildHorse().pedigree,
  sire: 'Sea The Stars',
  dam: 'Lady Finesse',
  sireSire: 'Cape Cross',
  sireDam: 'Urban Sea',
  damSire: 'Galileo',
  damDam: 'Fine Lady',
  sireSireSire: 'Green Desert',
  sireSireDam: 'Park Appeal',
  sireDamSire: 'Miswaki',
  sireDamDam: 'Allegretta',
  damSireSire: 'Sadler’s Wells',
  damSireDam: 'Urban Sea',
  damDamSire: 'Danehill',
  damDamDam: '',
};

describe('pedigreeTree', () => {
  it('nests three generations, sire before dam at every level', () => {
    const tree = pedigreeTree('Galway Gale', pedigree);
    expect(tree.parents?.map((p) => p.name)).toEqual(['Sea The Stars', 'Lady Finesse']);
    expect(tree.parents?.[1].parents?.map((p) => [p.relation, p.name])).toEqual([
      ['Damsire', 'Galileo'],
      ['Second dam', 'Fine Lady'],
    ]);
    expect(tree.parents?.[0].parents?.[1].parents?.map((p) => p.name)).toEqual(['Miswaki', 'Allegretta']);
    expect(tree.parents?.[1].parents?.[1].parents?.[0].parents).toBeUndefined();
  });
});

describe('PedigreeTree', () => {
  it('draws the horse and its 14 ancestors as nested lists, marking unknown names', () => {
    render(<PedigreeTree name="Galway Gale" pedigree={pedigree} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    const parents = screen.getByRole('list', { name: 'Parents of Galway Gale' });
    expect(within(parents).getByText('Sea The Stars')).toBeTruthy();
    const secondDam = screen.getByRole('list', { name: 'Parents of Fine Lady' });
    expect(within(secondDam).getByText('Danehill')).toBeTruthy();
    expect(within(secondDam).getByText('Unknown')).toBeTruthy();
  });
});

describe('paragraphsOf', () => {
  it('splits plain text at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('One line.\nSame paragraph.\n\n  \nTwo.\r\n\r\nThree.  ')).toEqual([
      'One line.\nSame paragraph.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});

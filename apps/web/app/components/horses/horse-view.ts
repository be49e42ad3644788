import { formatEuro, type Horse } from '@stride/shared';
import { mediaUrl } from '../../lib/media-url';
import { imageSrcSet } from '../../lib/images';

/** The canonical path of a horse page: `/horses/{id}/{horseName}/` with the horse's slug (SPEC §2). */
export function horsePath(horse: Pick<Horse, 'id' | 'slug'>): string {
  return horse.slug ? `/horses/${horse.id}/${encodeURIComponent(horse.slug)}/` : `/horses/${horse.id}/`;
}

/** The web origin's pedigree PDF download (a proxy of `GET /api/horses/{id}/pdf`, see routes/_public/horses/pdf.ts). */
export function horsePdfPath(horse: Pick<Horse, 'id'>): string {
  return `/horses/${horse.id}/pdf/`;
}

/** Path of a syndicate page from a reference: its slug, else the numeric path that redirects. */
export function syndicatePath(syndicate: { id: number; slug: string | null }): string {
  return `/syndicates/${syndicate.slug ? encodeURIComponent(syndicate.slug) : syndicate.id}/`;
}

/** One labelled fact of the detail page. */
export interface Fact {
  label: string;
  value: string;
}

/** What the horse page renders, resolved on the server so both sides draw the same markup. */
export interface HorseView {
  id: number;
  name: string;
  slug: string;
  path: string;
  pdfPath: string;
  /** Saved-as name of the pedigree PDF (the API's Content-Disposition name; the wrappers' download name). */
  pdfFilename: string;
  imageUrl: string | null;
  /** srcset of the image's renditions (a phone takes the medium one). */
  imageSrcSet?: string | undefined;
  syndicate: { name: string; path: string };
  sire: string;
  dam: string;
  damSire: string;
  colour: string;
  sex: string;
  trainer: string;
  /** SPEC §2 horse facts, first part in the SPEC's order: age, sire, dam, sex, trainer, location. */
  profile: Fact[];
  /** The rest of the SPEC's facts, the racing record: prize money (€), wins, runs, 2nds, 3rds. */
  record: Fact[];
  /** Prize money with €, wins and runs, for the hero's headline numbers. */
  headline: Fact[];
  pedigree: Horse['pedigree'];
  pedigreeAnalysis: string;
  trainerThoughts: string;
}

/** Dash for an unknown value, so a fact never reads as an empty cell. */
function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** Maps the API horse to the page's view (absolute image URL, € amounts, paths). */
export function toHorseView(horse: Horse, publicApiUrl: string): HorseView {
  const prizeMoney = formatEuro(horse.prizeMoney);
  return {
    id: horse.id,
    name: horse.name,
    slug: horse.slug,
    path: horsePath(horse),
    pdfPath: horsePdfPath(horse),
    pdfFilename: `${horse.slug || 'horse'}-pedigree.pdf`,
    imageUrl: mediaUrl(horse.image?.url, publicApiUrl),
    imageSrcSet: imageSrcSet(
      mediaUrl(horse.image?.smallUrl, publicApiUrl),
      mediaUrl(horse.image?.mediumUrl, publicApiUrl),
      mediaUrl(horse.image?.url, publicApiUrl),
    ),
    syndicate: { name: horse.syndicate.name, path: syndicatePath(horse.syndicate) },
    sire: horse.sire,
    dam: horse.dam,
    damSire: horse.damSire,
    colour: horse.colour,
    sex: horse.sex,
    trainer: horse.trainer,
    profile: [
      {
        label: 'Age',
        value: horse.age === null ? '—' : `${horse.age} ${horse.age === 1 ? 'year' : 'years'}`,
      },
      { label: 'Sire', value: orDash(horse.sire) },
      { label: 'Dam', value: orDash(horse.dam) },
      { label: 'Sex', value: orDash(horse.sex) },
      { label: 'Trainer', value: orDash(horse.trainer) },
      { label: 'Location', value: orDash(horse.location) },
    ],
    record: [
      { label: 'Prize money', value: prizeMoney },
      { label: 'Wins', value: String(horse.wins) },
      { label: 'Runs', value: String(horse.runs) },
      { label: '2nds', value: String(horse.seconds) },
      { label: '3rds', value: String(horse.thirds) },
    ],
    headline: [
      { label: 'Prize money', value: prizeMoney },
      { label: 'Wins', value: String(horse.wins) },
      { label: 'Runs', value: String(horse.runs) },
    ],
    pedigree: horse.pedigree,
    pedigreeAnalysis: horse.pedigreeAnalysis,
    trainerThoughts: horse.trainerThoughts,
  };
}

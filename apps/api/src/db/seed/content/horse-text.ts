/**
 * Derived horse facts: the three-generation pedigree from the invented bloodlines, and the pedigree
 * analysis and trainer's thoughts paragraphs (plain text, paragraphs separated by a blank line).
 */
import type { Pedigree } from '@stride/shared';
import { STALLIONS } from './bloodlines.js';
import type { Discipline, HorseSeed } from './horses.js';

/** The horse's 14-name family tree: sire line from the stallion book, dam line from the seed. */
export function pedigreeOf(h: HorseSeed): Pedigree {
  const sire = STALLIONS[h.sire];
  const damSire = STALLIONS[h.damSire];
  return {
    sire: sire.name,
    dam: h.dam,
    sireSire: sire.sire,
    sireDam: sire.dam,
    damSire: damSire.name,
    damDam: h.damDam,
    sireSireSire: sire.sireSire,
    sireSireDam: sire.sireDam,
    sireDamSire: sire.damSire,
    sireDamDam: sire.damDam,
    damSireSire: damSire.sire,
    damSireDam: damSire.dam,
    damDamSire: h.damDamSire,
    damDamDam: h.damDamDam,
  };
}

const DISCIPLINE_WORDS: Readonly<Record<Discipline, string>> = {
  flat: 'a proper flat horse',
  hurdles: 'a hurdler with the pedigree to jump fences in time',
  chase: 'a chaser through and through',
  bumper: 'a National Hunt prospect who has the speed for bumpers and the family to jump',
};

const PLANS: Readonly<Record<Discipline, string>> = {
  flat: 'We will keep to races around {trip} while the ground stays {ground}, and if the handicapper is kind there is a nice pot in {them} before the end of the season.',
  hurdles:
    'The plan is to stay over hurdles at around {trip} for now; {they} jump{s} well enough that a switch to fences next season is very much on the cards.',
  chase:
    'Expect {them} over fences at around {trip} whenever the ground is {ground} or softer; we will not run {them} on quick ground.',
  bumper:
    'After a spin in a maiden hurdle we will know more, but everything {they} {has} done at home suggests {they} will stay further than two miles in time.',
};

/** He/she wording for a horse. */
function pronouns(h: HorseSeed) {
  const female = h.sex === 'Mare' || h.sex === 'Filly';
  return {
    they: female ? 'she' : 'he',
    them: female ? 'her' : 'him',
    their: female ? 'her' : 'his',
    s: 's',
    has: 'has',
  };
}

/** Replaces `{word}` placeholders. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

/** Two paragraphs on what the family says about the horse. */
export function pedigreeAnalysis(h: HorseSeed): string {
  const sire = STALLIONS[h.sire];
  const damSire = STALLIONS[h.damSire];
  const p = pronouns(h);
  const first = `${h.name} is by ${sire.name}, a son of ${sire.sire} out of the ${sire.damSire} mare ${sire.dam}. ${sire.name} has made his name with ${sire.known}, and his best runners tend to come from families with stamina on the dam's side.`;
  const second = `That is exactly what ${h.name} has: the dam ${h.dam} is by ${damSire.name}, whose stock are ${damSire.known}, and the second dam ${h.damDam} is by ${h.damDamSire}. On paper that makes ${p.them} ${DISCIPLINE_WORDS[h.discipline]}, ideally over ${h.trip} on ${h.ground} ground — which is just where ${p.they} has shown ${p.their} best form.`;
  return `${first}\n\n${second}`;
}

/** The trainer's view: the horse's own note, then the plan for the season. */
export function trainerThoughts(h: HorseSeed, trainer: string): string {
  const p = pronouns(h);
  const record =
    h.wins > 0
      ? `${h.wins} win${h.wins > 1 ? 's' : ''} from ${h.runs} runs`
      : `placed ${h.seconds + h.thirds} times from ${h.runs} runs`;
  const plan = fill(PLANS[h.discipline], { ...p, trip: h.trip, ground: h.ground });
  return `“${h.note}” — ${trainer}\n\nWith ${record} so far, ${plan.charAt(0).toLowerCase()}${plan.slice(1)}`;
}

/** URL segment of /horses/{id}/{horseName}: lower case, accents and punctuation dropped. */
export function horseSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

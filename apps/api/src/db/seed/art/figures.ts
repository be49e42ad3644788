/**
 * SVG figures the demo artwork is composed from: a galloping horse with its jockey in racing silks, a
 * horse's head over a stable door, a trophy. Coordinates are local (the horse fits 0..410 × 0..280) and the
 * scene places them with a transform.
 */

/** A jockey's silks: jersey colour, pattern colour (also the cap) and the pattern itself. */
export interface Silks {
  primary: string;
  secondary: string;
  pattern: SilksPattern;
}

export type SilksPattern = 'hoops' | 'stripes' | 'sash' | 'chevrons' | 'quartered' | 'spots';

/** Coat colours of the horses' `colour` field, as the silhouette's fill. */
export const COAT_FILL: Readonly<Record<string, string>> = {
  Bay: '#4a2a17',
  'Dark Bay': '#2e1c12',
  Brown: '#35231a',
  Chestnut: '#7a3a17',
  Grey: '#8e8e8a',
  Black: '#1b1714',
};

/** Fill for a coat colour, defaulting to a near-black silhouette. */
export function coatFill(colour: string): string {
  return COAT_FILL[colour] ?? '#1b1714';
}

/** One leg as tapering stroke segments ending in a hoof. */
function leg(points: ReadonlyArray<readonly [number, number]>, widths: readonly number[]): string {
  let out = '';
  for (let i = 0; i < points.length - 1; i += 1) {
    out += `<path d="M${points[i]!.join(',')} L${points[i + 1]!.join(',')}" stroke-width="${widths[i]}"/>`;
  }
  const [hx, hy] = points[points.length - 1]!;
  return `${out}<circle cx="${hx}" cy="${hy}" r="${(widths[widths.length - 1]! / 1.6).toFixed(1)}"/>`;
}

/** The pattern drawn over the jersey (already clipped to it), in jersey-local coordinates. */
function silksPattern(silks: Silks): string {
  const c = silks.secondary;
  switch (silks.pattern) {
    case 'hoops':
      return `<path d="M222,60 L232,110 M246,56 L254,110 M270,56 L276,106" stroke="${c}" stroke-width="9"/>`;
    case 'stripes':
      return `<path d="M190,80 L290,72 M190,96 L290,88" stroke="${c}" stroke-width="7"/>`;
    case 'sash':
      return `<path d="M210,60 L262,110" stroke="${c}" stroke-width="14"/>`;
    case 'chevrons':
      return `<path d="M214,64 L228,84 L214,104 M240,60 L254,82 L240,104 M266,58 L280,80 L266,100" fill="none" stroke="${c}" stroke-width="7"/>`;
    case 'quartered':
      return `<rect x="238" y="50" width="60" height="32" fill="${c}"/><rect x="180" y="82" width="58" height="40" fill="${c}"/>`;
    case 'spots':
      return `<g fill="${c}"><circle cx="222" cy="84" r="6"/><circle cx="246" cy="76" r="6"/><circle cx="268" cy="80" r="6"/><circle cx="236" cy="96" r="5"/><circle cx="258" cy="94" r="5"/></g>`;
  }
}

/**
 * A horse at full gallop, facing right, ridden by a jockey in `silks`. `id` keeps clip-path ids unique
 * when several figures share one SVG.
 */
export function gallopingHorse(options: { coat: string; silks: Silks; id: string }): string {
  const { coat, silks, id } = options;
  const jersey = 'M196,96 C206,72 252,62 284,70 C292,76 290,88 282,94 C252,102 220,108 196,96 Z';
  return `<g stroke-linecap="round" stroke-linejoin="round">
  <g fill="${coat}" stroke="${coat}">
    <path d="M74,124 C46,110 20,126 0,166 C12,160 22,158 30,160 C20,176 14,190 12,204 C34,178 52,160 76,150 Z"/>
    <ellipse cx="112" cy="146" rx="56" ry="48"/>
    <path d="M110,100 C160,96 230,104 280,104 L300,190 C250,198 180,196 120,192 Z"/>
    <ellipse cx="272" cy="150" rx="44" ry="46"/>
    <path d="M238,118 C256,80 292,48 330,34 L374,80 C350,104 326,142 314,180 Z"/>
    <path d="M322,40 L332,12 L344,32 C368,46 394,72 408,96 C412,105 404,113 394,111 C378,107 364,99 350,92 Z"/>
    ${leg(
      [
        [106, 170],
        [78, 206],
        [40, 228],
        [16, 230],
      ],
      [38, 16, 12],
    )}
    ${leg(
      [
        [140, 176],
        [162, 218],
        [146, 256],
        [154, 272],
      ],
      [34, 15, 12],
    )}
    ${leg(
      [
        [292, 172],
        [330, 204],
        [370, 214],
        [392, 226],
      ],
      [30, 15, 12],
    )}
    ${leg(
      [
        [262, 180],
        [282, 226],
        [256, 252],
        [264, 266],
      ],
      [28, 14, 11],
    )}
  </g>
  <path d="M252,100 C270,70 298,48 324,38" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="9"/>
  <path d="M212,100 L254,118 L240,146" fill="none" stroke="#f4f1ea" stroke-width="17"/>
  <path d="M240,146 L230,148" stroke="#2a2522" stroke-width="11"/>
  <clipPath id="jersey-${id}"><path d="${jersey}"/></clipPath>
  <path d="${jersey}" fill="${silks.primary}"/>
  <g clip-path="url(#jersey-${id})">${silksPattern(silks)}</g>
  <path d="M276,82 L308,96 L334,86" fill="none" stroke="${silks.primary}" stroke-width="12"/>
  <circle cx="336" cy="86" r="6" fill="#f4f1ea"/>
  <circle cx="296" cy="64" r="14" fill="${silks.secondary}"/>
  <path d="M302,60 L318,64" stroke="${silks.secondary}" stroke-width="5"/>
</g>`;
}

/** A horse's head and neck looking out over a half door (local box 0..260 × 0..300), facing right. */
export function horseHeadOverDoor(options: { coat: string; blaze: boolean }): string {
  const { coat, blaze } = options;
  return `<g stroke-linecap="round" stroke-linejoin="round">
  <path d="M40,300 C40,220 60,150 100,100 L120,60 L132,30 L146,58 C180,72 220,110 246,150 C254,162 246,176 232,174 C214,172 196,160 180,150 C170,200 160,250 160,300 Z" fill="${coat}"/>
  <path d="M100,100 C80,130 66,170 60,220" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="12"/>
  ${blaze ? '<path d="M150,80 C180,100 205,125 222,150 L214,156 C196,132 172,108 146,90 Z" fill="#f2efe8"/>' : ''}
  <circle cx="156" cy="92" r="6" fill="#0c0a09"/>
  <circle cx="234" cy="160" r="4" fill="#0c0a09"/>
</g>`;
}

/** A two-handled trophy cup with a rosette ribbon (local box 0..200 × 0..260). */
export function trophy(options: { metal: string; ribbon: string }): string {
  const { metal, ribbon } = options;
  return `<g>
  <path d="M40,20 L160,20 C160,100 130,140 100,146 C70,140 40,100 40,20 Z" fill="${metal}"/>
  <path d="M40,36 C0,36 4,96 52,104 M160,36 C200,36 196,96 148,104" fill="none" stroke="${metal}" stroke-width="10"/>
  <rect x="90" y="144" width="20" height="50" fill="${metal}"/>
  <rect x="54" y="194" width="92" height="22" rx="4" fill="${metal}"/>
  <rect x="44" y="216" width="112" height="26" rx="4" fill="#3b2a1d"/>
  <path d="M60,20 C60,80 76,120 96,132" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="8"/>
  <path d="M150,120 L176,200 L160,192 L152,210 Z M150,120 L128,198 L142,192 L148,212 Z" fill="${ribbon}"/>
  <circle cx="150" cy="120" r="26" fill="${ribbon}"/>
  <circle cx="150" cy="120" r="14" fill="#fff" fill-opacity="0.8"/>
</g>`;
}

/** A brush fence as jumped over hurdles and fences (local box 0..300 × 0..90). */
export function brushFence(): string {
  let twigs = '';
  for (let x = 6; x < 300; x += 9) twigs += `M${x},34 L${x + 4},${6 + ((x * 7) % 12)} `;
  return `<g>
  <rect x="0" y="30" width="300" height="50" fill="#2f4a23"/>
  <path d="${twigs}" stroke="#3d5c2c" stroke-width="5" stroke-linecap="round"/>
  <rect x="0" y="72" width="300" height="14" fill="#f4f4f0"/>
  <rect x="-24" y="10" width="24" height="80" fill="#f4f4f0"/>
  <rect x="300" y="10" width="24" height="80" fill="#f4f4f0"/>
</g>`;
}

/** Escapes text for SVG content and attributes (names like Tara's Torch or R&amp;B). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

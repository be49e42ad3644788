/**
 * A syndicate's crest: a round badge in its colours with a horseshoe, its monogram and its name set
 * around the rim, on a transparent background.
 */
import { escapeXml } from './figures.js';

/** SVG font stacks for the SPEC's theme fonts, with fonts a bare server is likely to have as fallback. */
const FONT_STACKS: Readonly<Record<string, string>> = {
  Georgia: "Georgia, 'DejaVu Serif', serif",
  Arial: "Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
  Helvetica: "Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif",
};

/** Initials of the significant words of a name: "Hill of Tara Partnership" → "HTP". */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 2 && /^[A-Z]/.test(w));
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
}

/**
 * Letters set along a circle around (c, c), one rotated `<text>` each (librsvg has no textPath).
 * `bottom` runs the text along the lower rim, upright and reading left to right.
 */
function arcText(o: {
  text: string;
  c: number;
  radius: number;
  size: number;
  font: string;
  fill: string;
  bottom: boolean;
}): string {
  const advance = o.size * 0.72;
  const step = advance / o.radius;
  const chars = [...o.text];
  const span = step * (chars.length - 1);
  return chars
    .map((ch, i) => {
      if (ch === ' ') return '';
      const a = -span / 2 + i * step;
      const x = o.bottom ? o.c - o.radius * Math.sin(a) * -1 : o.c + o.radius * Math.sin(a);
      const y = o.bottom ? o.c + o.radius * Math.cos(a) : o.c - o.radius * Math.cos(a);
      const deg = ((o.bottom ? -a : a) * 180) / Math.PI;
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${deg.toFixed(2)} ${x.toFixed(1)} ${y.toFixed(1)})" text-anchor="middle" font-family="${o.font}" font-size="${o.size}" font-weight="bold" fill="${o.fill}">${escapeXml(ch)}</text>`;
    })
    .join('');
}

/** 600×600 crest of a syndicate in `primary`/`secondary`, lettered in the syndicate's theme font. */
export function syndicateCrest(o: {
  name: string;
  motto: string;
  primary: string;
  secondary: string;
  font: string;
}): string {
  const size = 600;
  const c = size / 2;
  const font = FONT_STACKS[o.font] ?? FONT_STACKS.Georgia!;
  const initials = monogram(o.name);
  const letterSize = initials.length > 2 ? 118 : 150;
  const name = o.name.toUpperCase();
  // Shrink long names so they stay within the lower half of the rim.
  const nameSize = Math.min(38, Math.floor((Math.PI * 0.9 * 248) / (name.length * 0.72)));
  const holes = [
    [-60, 150],
    [-58, 120],
    [-46, 92],
    [46, 92],
    [58, 120],
    [60, 150],
  ] as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
  <radialGradient id="face" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></radialGradient>
</defs>
<circle cx="${c}" cy="${c}" r="290" fill="${o.secondary}"/>
<circle cx="${c}" cy="${c}" r="276" fill="${o.primary}"/>
<circle cx="${c}" cy="${c}" r="196" fill="${o.secondary}"/>
<circle cx="${c}" cy="${c}" r="188" fill="${o.primary}"/>
<circle cx="${c}" cy="${c}" r="276" fill="url(#face)"/>
${arcText({ text: name, c, radius: 250, size: nameSize, font, fill: o.secondary, bottom: true })}
${arcText({ text: `\u2605 ${o.motto.toUpperCase()} \u2605`, c, radius: 222, size: 32, font, fill: o.secondary, bottom: false })}
<path d="M${c - 64},${c - 160} C${c - 74},${c - 44} ${c + 74},${c - 44} ${c + 64},${c - 160}" fill="none" stroke="${o.secondary}" stroke-width="26" stroke-linecap="round"/>
<g fill="${o.primary}">${holes.map(([dx, dy]) => `<circle cx="${c + dx}" cy="${c - dy}" r="5"/>`).join('')}</g>
<text x="${c}" y="${c + 100}" text-anchor="middle" font-family="${font}" font-size="${letterSize}" font-weight="bold" fill="${o.secondary}">${escapeXml(initials)}</text>
</svg>`;
}

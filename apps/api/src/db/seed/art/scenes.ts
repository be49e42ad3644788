/**
 * Whole SVG compositions for the demo artwork: a horse's portrait at the racecourse, a syndicate's
 * banner, and the scenes of post photos (gallops, grandstand, stable yard, winner's enclosure …).
 * Pure string builders — rendering to pixels happens in ../images.ts.
 */
import { brushFence, escapeXml, gallopingHorse, horseHeadOverDoor, trophy, type Silks } from './figures.js';

/** Sky and light of a scene. */
export interface Sky {
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  /** Colour of the far hills; nearer ones mix it with the turf. */
  hills: string;
}

/** The palettes scenes pick from (varied weather makes the demo feel lived in). */
export const SKIES: readonly Sky[] = [
  { top: '#e9815f', middle: '#f6b26b', horizon: '#fde8c8', sun: '#fff3d6', hills: '#8aa6a3' },
  { top: '#3f7cc4', middle: '#86b6e3', horizon: '#dbeaf5', sun: '#ffffff', hills: '#7d9fa8' },
  { top: '#6d7b8a', middle: '#a3afba', horizon: '#dde2e6', sun: '#eef1f3', hills: '#77878b' },
  { top: '#3b2a5c', middle: '#a4577a', horizon: '#f2a772', sun: '#ffd9a8', hills: '#5e5a78' },
  { top: '#f0a04b', middle: '#f7cf7c', horizon: '#fdf1cf', sun: '#fffbe8', hills: '#a1a37a' },
];

/** Shared gradients: sky, sun glow, turf and a bottom shade for legible captions. */
function defs(sky: Sky, turfTop = '#5b9a43', turfBottom = '#2b5720'): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.6" stop-color="${sky.middle}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset="0.35" stop-color="${sky.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="turf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${turfTop}"/><stop offset="1" stop-color="${turfBottom}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
</defs>`;
}

/** A rolling ridge across the full width, filled down to the bottom edge. */
function hills(
  width: number,
  height: number,
  y: number,
  amplitude: number,
  phase: number,
  fill: string,
): string {
  let d = `M0,${y}`;
  for (let x = 0; x <= width + 150; x += 150) {
    const top = y - amplitude * (0.5 + 0.5 * Math.sin((x + phase * 97) / 170));
    d += ` S${x - 75},${top.toFixed(1)} ${x},${top.toFixed(1)}`;
  }
  return `<path d="${d} L${width},${height} L0,${height} Z" fill="${fill}"/>`;
}

/** Sky, sun, clouds and two ridges of hills: the backdrop every outdoor scene starts from. */
function landscape(width: number, height: number, horizon: number, sky: Sky, phase: number): string {
  const sunX = (width * (0.55 + 0.3 * Math.sin(phase))).toFixed(0);
  return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${horizon - 140}" r="${(width * 0.18).toFixed(0)}" fill="url(#sun)"/>
<g fill="#fff" opacity="0.35"><ellipse cx="${width * 0.2}" cy="${horizon * 0.28}" rx="160" ry="24"/><ellipse cx="${width * 0.27}" cy="${horizon * 0.24}" rx="90" ry="28"/><ellipse cx="${width * 0.76}" cy="${horizon * 0.4}" rx="120" ry="18"/></g>
${hills(width, height, horizon - 70, 60, phase, sky.hills)}
${hills(width, height, horizon - 30, 40, phase + 4, '#5f8a68')}`;
}

/** Turf from the horizon down with perspective mowing stripes and the white running rail. */
function turfAndRail(width: number, height: number, horizon: number): string {
  let stripes = '';
  for (let i = 0; i < Math.ceil(width / 160) + 1; i += 1) {
    const x = i * 160;
    stripes += `<polygon points="${x},${horizon + 20} ${x + 80},${horizon + 20} ${x * 1.4 - 40},${height} ${x * 1.4 - 150},${height}" fill="#fff" opacity="0.05"/>`;
  }
  let posts = '';
  for (let x = 10; x < width; x += 60) posts += `M${x},${horizon + 8} L${x},${horizon + 42} `;
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#turf)"/>
${stripes}
<path d="M0,${horizon + 8} L${width},${horizon + 8}" stroke="#fff" stroke-width="7"/>
<path d="${posts}" stroke="#f0f0f0" stroke-width="5"/>`;
}

/** A grandstand with its roof, windows and a crowd, standing on the horizon at `x`. */
function grandstand(x: number, horizon: number, scale: number): string {
  let crowd = '';
  for (let i = 0; i < 40; i += 1) {
    const cx = 12 + i * 7.2;
    crowd += `<circle cx="${cx.toFixed(1)}" cy="${62 + ((i * 5) % 7)}" r="3.2"/>`;
  }
  return `<g transform="translate(${x},${horizon - 110 * scale}) scale(${scale})">
  <polygon points="-10,26 310,26 290,0 10,0" fill="#33404a"/>
  <rect x="0" y="26" width="300" height="84" fill="#48565f"/>
  <rect x="14" y="36" width="272" height="10" fill="#c9d3d8"/>
  <g fill="#1f262b" opacity="0.8">${crowd}</g>
  <rect x="0" y="76" width="300" height="6" fill="#fff" opacity="0.6"/>
</g>`;
}

/** A caption in the bottom-left corner with an accent bar in the syndicate colour. */
function caption(text: string, y: number, size: number, accent: string): string {
  return `<text x="60" y="${y}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" font-weight="bold" fill="#fff">${escapeXml(text)}</text>
<rect x="60" y="${y + 18}" width="120" height="6" fill="${accent}"/>`;
}

export interface PortraitOptions {
  coat: string;
  silks: Silks;
  sky: Sky;
  /** Varies the sun, hills and horse position from horse to horse. */
  phase: number;
  /** National Hunt horses get a fence in the scene. */
  jumps: boolean;
}

/** 1200×800 portrait of a horse galloping past the grandstand, its name written over the turf. */
export function horsePortrait(o: PortraitOptions): string {
  const w = 1200;
  const h = 800;
  const horizon = 540;
  const x = 250 + Math.round(120 * Math.sin(o.phase * 1.7));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(o.sky)}
${landscape(w, h, horizon, o.sky, o.phase)}
${grandstand(o.phase % 2 > 1 ? 80 : 820, horizon, 0.9)}
${turfAndRail(w, h, horizon)}
${o.jumps ? `<g transform="translate(${x > 300 ? 90 : 860},600) scale(0.9)">${brushFence()}</g>` : ''}
<ellipse cx="${x + 270}" cy="690" rx="260" ry="18" fill="#000" opacity="0.25"/>
<g transform="translate(${x},320) scale(1.32)">${gallopingHorse({ coat: o.coat, silks: o.silks, id: 'p' })}</g>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
</svg>`;
}

/** 1200×500 syndicate banner: three horses in the syndicate's silks racing along the rail. */
export function syndicateBanner(o: {
  silks: Silks;
  sky: Sky;
  phase: number;
  coats: readonly string[];
}): string {
  const w = 1200;
  const h = 500;
  const horizon = 300;
  const horses = [0, 1, 2]
    .map((i) => {
      const scale = 0.62 + i * 0.12;
      const x = 120 + i * 300 + Math.round(30 * Math.sin(o.phase + i));
      const y = 150 + i * 38;
      return `<g transform="translate(${x},${y}) scale(${scale})">${gallopingHorse({ coat: o.coats[i % o.coats.length]!, silks: o.silks, id: `b${i}` })}</g>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(o.sky)}
${landscape(w, h, horizon, o.sky, o.phase)}
${grandstand(860, horizon, 0.7)}
${turfAndRail(w, h, horizon)}
${horses}
<rect width="${w}" height="${h}" fill="${o.silks.primary}" opacity="0.18"/>
</svg>`;
}

/** The scenes post photos are drawn from. */
export type PhotoScene = 'gallops' | 'racecourse' | 'stable' | 'winner' | 'schooling' | 'evening';
export const PHOTO_SCENES: readonly PhotoScene[] = [
  'gallops',
  'racecourse',
  'stable',
  'winner',
  'schooling',
  'evening',
];

/** 1200×900 "photo" for an update, in the syndicate's silks, with a small caption. */
export function postPhoto(o: {
  scene: PhotoScene;
  coat: string;
  silks: Silks;
  sky: Sky;
  phase: number;
  caption: string;
}): string {
  const w = 1200;
  const h = 900;
  const horse = (x: number, y: number, s: number, id: string) =>
    `<g transform="translate(${x},${y}) scale(${s})">${gallopingHorse({ coat: o.coat, silks: o.silks, id })}</g>`;
  let body: string;
  switch (o.scene) {
    case 'gallops':
      // Early morning on the gallops: mist over an uphill woodchip strip lined with trees.
      body = `${defs(o.sky, '#6f9a5a', '#3a6a2c')}${landscape(w, h, 560, o.sky, o.phase)}
<rect y="560" width="${w}" height="340" fill="url(#turf)"/>
<polygon points="0,760 ${w},600 ${w},660 0,860" fill="#8a6a48"/>
<g fill="#2f4f2a">${[60, 180, 960, 1080].map((x) => `<circle cx="${x}" cy="520" r="70"/><rect x="${x - 8}" y="540" width="16" height="60" fill="#3b2a1d"/>`).join('')}</g>
${horse(360, 420, 1.1, 'g')}
<rect y="480" width="${w}" height="160" fill="#fff" opacity="0.28"/>`;
      break;
    case 'racecourse':
      body = `${defs(o.sky)}${landscape(w, h, 600, o.sky, o.phase)}${grandstand(180, 600, 2.2)}${turfAndRail(w, h, 600)}
${horse(520, 470, 1.05, 'r')}`;
      break;
    case 'stable': {
      // The stable yard: a row of half doors, our horse looking out of the middle one.
      const doors = [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${90 + i * 270}" y="330" width="200" height="420" fill="#1c130d"/><rect x="${90 + i * 270}" y="560" width="200" height="190" fill="${o.silks.primary}"/><path d="M${90 + i * 270},560 L${290 + i * 270},750 M${290 + i * 270},560 L${90 + i * 270},750" stroke="#fff" stroke-opacity="0.35" stroke-width="8"/>`,
        )
        .join('');
      body = `${defs(o.sky)}<rect width="${w}" height="${h}" fill="url(#sky)"/>
<polygon points="0,250 ${w},250 ${w},210 0,210" fill="#5a3b2a"/>
<rect y="250" width="${w}" height="520" fill="#b89a78"/>
<g stroke="#a1835f" stroke-width="3">${Array.from({ length: 12 }, (_, i) => `<path d="M0,${270 + i * 42} L${w},${270 + i * 42}"/>`).join('')}</g>
${doors}
<g transform="translate(372,300) scale(1.1)">${horseHeadOverDoor({ coat: o.coat, blaze: o.phase % 2 > 1 })}</g>
<rect x="360" y="560" width="200" height="190" fill="${o.silks.primary}"/>
<rect y="750" width="${w}" height="150" fill="#9c9289"/>
<g fill="#d8b45a">${[150, 700, 1020].map((x) => `<ellipse cx="${x}" cy="790" rx="60" ry="16"/>`).join('')}</g>`;
      break;
    }
    case 'winner':
      body = `${defs(o.sky)}${landscape(w, h, 620, o.sky, o.phase)}${turfAndRail(w, h, 620)}
<rect x="0" y="560" width="${w}" height="60" fill="${o.silks.primary}" opacity="0.9"/>
<text x="${w / 2}" y="604" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="40" font-weight="bold" fill="${o.silks.secondary}">WINNER</text>
<g transform="translate(480,250) scale(1.2)">${trophy({ metal: '#d9b44a', ribbon: o.silks.primary })}</g>`;
      break;
    case 'schooling':
      body = `${defs(o.sky)}${landscape(w, h, 600, o.sky, o.phase)}${turfAndRail(w, h, 600)}
<g transform="translate(430,600) scale(1.1)">${brushFence()}</g>
<g transform="rotate(-12 600 500)">${horse(400, 330, 1.05, 's')}</g>`;
      break;
    case 'evening':
      body = `${defs(SKIES[3]!)}${landscape(w, h, 640, SKIES[3]!, o.phase)}${turfAndRail(w, h, 640)}
${horse(160, 470, 1.0, 'e1')}
<g opacity="0.85">${horse(620, 500, 0.8, 'e2')}</g>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}
<rect width="${w}" height="${h}" fill="url(#shade)"/>
${caption(o.caption, 840, 40, o.silks.secondary)}
</svg>`;
}

/** Backdrop of the demo video (oversized so ffmpeg can pan across it) without any horse. */
export function videoBackdrop(o: { sky: Sky; width: number; height: number }): string {
  const horizon = Math.round(o.height * 0.62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">${defs(o.sky)}
${landscape(o.width, o.height, horizon, o.sky, 1)}
${grandstand(Math.round(o.width * 0.55), horizon, 0.5)}
${turfAndRail(o.width, o.height, horizon)}
</svg>`;
}

/** The horse and jockey alone on a transparent canvas, to be moved across the video backdrop. */
export function horseSprite(o: { coat: string; silks: Silks; scale: number }): string {
  const w = Math.ceil(420 * o.scale);
  const h = Math.ceil(285 * o.scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<g transform="scale(${o.scale})">${gallopingHorse({ coat: o.coat, silks: o.silks, id: 'v' })}</g>
</svg>`;
}

import type { DrawKind } from '../catalogue/types.js';
import { randomFor } from '../random.js';
import { drawItem } from './draw.js';
import type { DrawInput } from './draw-types.js';
import type { EmblemKind } from './emblems.js';
import { paintFor, shade } from './paint.js';

/** A drawing placed on a larger canvas: (x, y) is where the drawing's centre lands. */
export type SceneItem = { x: number; y: number; scale: number; body: string; defs: string };

export type SceneStyle = { background: string; band?: boolean; stripes?: boolean };

export function drawKind(kind: DrawKind, colour: string, key: string, id: string, emblem?: DrawInput['emblem']) {
  const paint = paintFor(colour, key, id);
  return { body: drawItem(kind, { paint, rng: randomFor(key), emblem, title: '', subtitle: '' }), defs: paint.defs };
}

/** Nested drawings keep their own 1200×1200 coordinates, scaled around their centre. */
export function sceneSvg(width: number, height: number, style: SceneStyle, items: SceneItem[]): string {
  const placed = items
    .map(
      (it) =>
        `<g transform="translate(${it.x} ${it.y}) scale(${it.scale.toFixed(3)}) translate(-600 -600)">${it.body}</g>`,
    )
    .join('\n');
  const band = style.band
    ? `<path d="M${width * 0.42} 0 L${width} 0 L${width} ${height} L${width * 0.3} ${height} Z" fill="#ffffff" opacity="0.06"/>`
    : '';
  // A few broad diagonal bands: librsvg renders an SVG pattern fill slowly.
  const stripes = style.stripes
    ? Array.from({ length: 6 }, (_, i) => {
        const x = (i / 6) * width * 1.4 - height * 0.2;
        return `<path d="M${x} ${height} L${x + height * 0.6} 0 L${x + height * 0.6 + 26} 0 L${x + 26} ${height} Z" fill="#ffffff" opacity="0.045"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${items.map((it) => it.defs).join('')}<linearGradient id="scene-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(style.background, 0.08)}"/><stop offset="1" stop-color="${shade(style.background, -0.12)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#scene-bg)"/>
${band}${stripes}
${placed}
</svg>`;
}

/**
 * Items in a row: on wide banners they keep to the right so the storefront can overlay text
 * on the left; on near-square mobile pictures they sit in the lower part.
 */
export function bannerItems(
  kinds: DrawKind[],
  colours: string[],
  width: number,
  height: number,
  key: string,
  emblemKind?: EmblemKind,
): SceneItem[] {
  const ratio = width / height;
  const [from, to, yFactor, sizeFactor] =
    ratio >= 2.5 ? [0.42, 0.98, 0.52, 0.9] : ratio >= 1.5 ? [0.08, 0.92, 0.52, 0.7] : [0.04, 0.96, 0.64, 0.5];
  const slot = ((to - from) * width) / kinds.length;
  const size = Math.min(height * sizeFactor, slot * 1.3);
  const emblem = emblemKind ? { kind: emblemKind, fg: '#d9482b', bg: '#2b2f36' } : undefined;
  return kinds.map((kind, i) => {
    const colour = colours[i % colours.length] ?? '#5b6236';
    const id = `fabric-${key}-${i}`.replace(/[^a-z0-9-]/gi, '');
    return {
      x: from * width + slot * (i + 0.5),
      y: height * yFactor,
      scale: size / 1000,
      ...drawKind(kind, colour, `${key}:${i}`, id, emblem),
    };
  });
}

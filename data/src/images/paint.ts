import { colourByCode } from '../catalogue/options.js';
import { type Random, randomFor } from '../random.js';

/** Fill and line colours for one drawing; `fill` may point at a camo pattern in `defs`. */
export type Paint = { fill: string; base: string; dark: string; darker: string; light: string; defs: string };

export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, to keep outlines visible on very dark or very light items. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

export function paintFor(colour: string, seedKey: string, id = 'fabric'): Paint {
  const spec = colourByCode.get(colour);
  const base = spec?.hex ?? (colour.startsWith('#') ? colour : '#6b6b5a');
  const lum = luminance(base);
  const dark = lum < 0.2 ? shade(base, 0.35) : shade(base, -0.38);
  const paint: Paint = {
    fill: base,
    base,
    dark: lum > 0.85 ? '#8d8a82' : dark,
    darker: lum < 0.2 ? shade(base, 0.55) : shade(base, -0.55),
    light: lum > 0.85 ? '#ffffff' : shade(base, 0.22),
    defs: '',
  };
  if (spec?.camo) {
    paint.defs = camoPattern(id, spec.camo, randomFor(seedKey));
    paint.fill = `url(#${id})`;
  }
  return paint;
}

function camoPattern(id: string, colours: string[], rng: Random): string {
  const [ground = '#999', ...spots] = colours;
  const blobs: string[] = [];
  for (const colour of spots) {
    for (let i = 0; i < 5; i++) {
      const cx = rng.int(0, 220);
      const cy = rng.int(0, 220);
      const points = Array.from({ length: 7 }, (_, k) => {
        const a = (k / 7) * Math.PI * 2;
        const r = rng.int(12, 34);
        return `${(cx + Math.cos(a) * r * 1.6).toFixed(0)},${(cy + Math.sin(a) * r).toFixed(0)}`;
      });
      blobs.push(
        `<polygon points="${points.join(' ')}" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>`,
      );
    }
  }
  return `<pattern id="${id}" width="220" height="220" patternUnits="userSpaceOnUse"><rect width="220" height="220" fill="${ground}"/>${blobs.join('')}</pattern>`;
}

/** Standard outline attributes for a drawing. */
export const outline = (p: Paint, width = 8) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

export const NEUTRAL_BG = '#f1efea';

/** A square product picture: light neutral background, soft floor shadow, item centred. */
export function productSvg(body: string, defs: string, size = 1200): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200">
<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="${NEUTRAL_BG}"/></radialGradient>${defs}</defs>
<rect width="1200" height="1200" fill="url(#bg)"/>
<ellipse cx="600" cy="1010" rx="380" ry="42" fill="#000" opacity="0.08"/>
${body}
</svg>`;
}

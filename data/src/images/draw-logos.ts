import type { BrandSpec } from '../catalogue/brands.js';
import type { DrawKind } from '../catalogue/types.js';
import { randomFor } from '../random.js';
import { drawItem } from './draw.js';
import { escapeXml } from './draw-types.js';
import { cog, type EmblemKind, emblem, starShape } from './emblems.js';
import { paintFor } from './paint.js';

const FONT = "font-family=\"'Segoe UI', 'DejaVu Sans', Roboto, Arial, sans-serif\"";
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

function brandMark(mark: BrandSpec['mark'], cx: number, cy: number, r: number, fg: string, bg: string): string {
  switch (mark) {
    case 'shield':
      return emblem('common', cx, cy, r, bg, fg);
    case 'star':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fg}"/>${starShape(cx, cy, r * 0.7, bg)}`;
    case 'ring':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${fg}" stroke-width="${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${fg}"/>`;
    case 'chevron':
      return `<path d="M${cx - r} ${cy - r * 0.2} L${cx} ${cy - r} L${cx + r} ${cy - r * 0.2} M${cx - r} ${cy + r * 0.6} L${cx} ${cy - r * 0.2} L${cx + r} ${cy + r * 0.6}" stroke="${fg}" stroke-width="${r * 0.3}" fill="none"/>`;
    case 'diamond':
      return `<path d="M${cx} ${cy - r} L${cx + r} ${cy} L${cx} ${cy + r} L${cx - r} ${cy} Z" fill="${fg}"/><path d="M${cx} ${cy - r * 0.45} L${cx + r * 0.45} ${cy} L${cx} ${cy + r * 0.45} L${cx - r * 0.45} ${cy} Z" fill="${bg}"/>`;
    case 'hex': {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}" fill="${fg}"/>${cog(cx, cy, r * 0.5, bg, fg)}`;
    }
  }
}

/** Bold capitals in the system sans take about 0.8 em each; shrink long names to fit the box. */
const fitFont = (text: string, width: number, max: number) => Math.min(max, Math.floor(width / (text.length * 0.8)));

export function brandLogoSvg(brand: BrandSpec): string {
  const [bg, fg] = brand.colors;
  const [first = brand.name, ...rest] = brand.name.toUpperCase().split(' ');
  const second = rest.join(' ');
  const firstSize = fitFont(first, 228, 40);
  const text = second
    ? `<text x="150" y="94" ${FONT} font-size="${firstSize}" font-weight="700" fill="${fg}">${escapeXml(first)}</text><text x="150" y="136" ${FONT} font-size="${fitFont(second, 228, 28)}" fill="${fg}" letter-spacing="3">${escapeXml(second)}</text>`
    : `<text x="150" y="114" ${FONT} font-size="${firstSize}" font-weight="700" fill="${fg}">${escapeXml(first)}</text>`;
  return svg(
    400,
    200,
    `<rect width="400" height="200" rx="24" fill="${bg}"/>${brandMark(brand.mark, 80, 100, 46, fg, bg)}${text}`,
  );
}

export function gameLogoSvg(code: string, name: string, [bg, fg]: [string, string]): string {
  const kind: EmblemKind = ['warthunder', 'enlisted', 'crossout'].includes(code) ? (code as EmblemKind) : 'common';
  return svg(
    400,
    160,
    `<rect width="400" height="160" rx="20" fill="${bg}"/>${emblem(kind, 80, 80, 50, bg, fg)}<text x="148" y="94" ${FONT} font-size="${fitFont(name, 236, 40)}" font-weight="800" fill="#ffffff">${escapeXml(name.toUpperCase())}</text>`,
  );
}

const cardFrame = (body: string, fill = '#ffffff') =>
  svg(
    120,
    80,
    `<rect x="1" y="1" width="118" height="78" rx="10" fill="${fill}" stroke="#d0d0d0" stroke-width="2"/>${body}`,
  );

/** Payment marks drawn generically: recognisable colours and lettering, not the trademarked artwork. */
export const PAYMENT_ICONS: Record<string, () => string> = {
  visa: () =>
    cardFrame(
      `<text x="60" y="52" ${FONT} font-size="30" font-weight="800" font-style="italic" fill="#1a1f71" text-anchor="middle">VISA</text>`,
    ),
  mastercard: () =>
    cardFrame(
      `<circle cx="48" cy="40" r="22" fill="#eb001b"/><circle cx="72" cy="40" r="22" fill="#f79e1b" opacity="0.9"/><path d="M60 22 A22 22 0 0 1 60 58 A22 22 0 0 1 60 22" fill="#ff5f00"/>`,
    ),
  mir: () =>
    cardFrame(
      `<text x="60" y="51" ${FONT} font-size="28" font-weight="800" fill="#0f754e" text-anchor="middle">МИР</text><path d="M30 60 L90 60" stroke="#1fa0d8" stroke-width="4"/>`,
    ),
  card: () =>
    cardFrame(
      `<rect x="14" y="18" width="92" height="12" fill="#2b2b2b"/><rect x="14" y="44" width="30" height="20" rx="4" fill="#d8c27a"/><rect x="54" y="52" width="50" height="6" rx="3" fill="#9a9a9a"/>`,
    ),
  paypal: () =>
    cardFrame(
      `<text x="60" y="50" ${FONT} font-size="24" font-weight="800" font-style="italic" text-anchor="middle"><tspan fill="#003087">Pay</tspan><tspan fill="#009cde">Pal</tspan></text>`,
    ),
  'bank-transfer': () =>
    cardFrame(
      `<path d="M60 14 L100 32 L20 32 Z" fill="#2b3a4a"/><rect x="28" y="36" width="8" height="26" fill="#2b3a4a"/><rect x="46" y="36" width="8" height="26" fill="#2b3a4a"/><rect x="66" y="36" width="8" height="26" fill="#2b3a4a"/><rect x="84" y="36" width="8" height="26" fill="#2b3a4a"/><rect x="20" y="64" width="80" height="6" fill="#2b3a4a"/>`,
    ),
};

export const SHIPPING_ICONS: Record<string, [string, string]> = {
  premium: ['#e8672c', 'P'],
  cdek: ['#1ab248', 'C'],
  russianpost: ['#0055a6', 'RP'],
  russianpostru: ['#0055a6', 'RU'],
  saferoute: ['#6b4bd8', 'S'],
};

export function shippingIconSvg(code: string): string {
  const [colour, letter] = SHIPPING_ICONS[code] ?? ['#555555', '?'];
  return svg(
    120,
    80,
    `<rect x="1" y="1" width="118" height="78" rx="10" fill="#ffffff" stroke="#d0d0d0" stroke-width="2"/><rect x="14" y="24" width="58" height="34" rx="4" fill="${colour}"/><path d="M72 34 L92 34 L104 46 L104 58 L72 58 Z" fill="${colour}" opacity="0.8"/><circle cx="32" cy="62" r="8" fill="#2b2b2b"/><circle cx="90" cy="62" r="8" fill="#2b2b2b"/><text x="43" y="47" ${FONT} font-size="15" font-weight="800" fill="#ffffff" text-anchor="middle">${letter}</text>`,
  );
}

/** A category icon is the item drawing in one dark tone, cropped to the item. */
export function categoryIconSvg(kind: DrawKind, key: string): string {
  const paint = paintFor('#34382f', key, `icon-${key}`);
  const body = drawItem(kind, {
    paint: { ...paint, dark: '#1c1e19', darker: '#111', light: '#5a5f52' },
    rng: randomFor(key),
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="150 150 900 900"><defs>${paint.defs}</defs>${body}</svg>\n`;
}

export function storeLogoSvg(): string {
  return svg(
    320,
    80,
    `${emblem('common', 40, 40, 32, '#e8672c', '#2b2b2b')}<text x="86" y="54" ${FONT} font-size="40" font-weight="800" fill="#2b2b2b" letter-spacing="3">KORDON</text>`,
  );
}

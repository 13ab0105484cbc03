/** Small marks drawn on merchandise and used inside logos; all centred on (cx, cy). */
export type EmblemKind =
  | 'warthunder'
  | 'enlisted'
  | 'crossout'
  | 'common'
  | 'star'
  | 'tank'
  | 'owl'
  | 'cross'
  | 'flag'
  | 'cup';

const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

export const starShape = star;

export function cog(cx: number, cy: number, r: number, fill: string, hole: string): string {
  const teeth = Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    const x = cx + Math.cos(a) * r * 0.92;
    const y = cy + Math.sin(a) * r * 0.92;
    return `<rect x="${(x - r * 0.13).toFixed(1)}" y="${(y - r * 0.13).toFixed(1)}" width="${(r * 0.26).toFixed(1)}" height="${(r * 0.26).toFixed(1)}" fill="${fill}" transform="rotate(${i * 36} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  });
  return `${teeth.join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.34}" fill="${hole}"/>`;
}

export function tankSilhouette(cx: number, cy: number, w: number, fill: string): string {
  const s = w / 100;
  const x = (v: number) => (cx + (v - 50) * s).toFixed(1);
  const y = (v: number) => (cy + (v - 30) * s).toFixed(1);
  return `<g fill="${fill}"><path d="M${x(6)} ${y(40)} L${x(94)} ${y(40)} L${x(86)} ${y(56)} L${x(14)} ${y(56)} Z"/><rect x="${x(12)}" y="${y(30)}" width="${(76 * s).toFixed(1)}" height="${(11 * s).toFixed(1)}"/><path d="M${x(30)} ${y(30)} L${x(36)} ${y(17)} L${x(62)} ${y(17)} L${x(68)} ${y(30)} Z"/><rect x="${x(62)}" y="${y(20)}" width="${(38 * s).toFixed(1)}" height="${(4 * s).toFixed(1)}"/></g>`;
}

export function emblem(kind: EmblemKind, cx: number, cy: number, r: number, fg: string, bg: string): string {
  switch (kind) {
    case 'warthunder':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="${fg}" stroke-width="${r * 0.08}"/><path d="M${cx - r * 0.62} ${cy + r * 0.05} L${cx - r * 0.1} ${cy - r * 0.18} L${cx + r * 0.62} ${cy - r * 0.45} L${cx + r * 0.18} ${cy + r * 0.02} L${cx + r * 0.5} ${cy + r * 0.1} L${cx - r * 0.3} ${cy + r * 0.5} L${cx - r * 0.05} ${cy + r * 0.12} Z" fill="${fg}"/>`;
    case 'enlisted':
      return `<path d="M${cx} ${cy - r} L${cx + r * 0.85} ${cy - r * 0.62} L${cx + r * 0.78} ${cy + r * 0.2} Q${cx + r * 0.6} ${cy + r * 0.75} ${cx} ${cy + r} Q${cx - r * 0.6} ${cy + r * 0.75} ${cx - r * 0.78} ${cy + r * 0.2} L${cx - r * 0.85} ${cy - r * 0.62} Z" fill="${bg}"/>${star(cx, cy + r * 0.02, r * 0.55, fg)}`;
    case 'crossout':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>${cog(cx, cy, r * 0.7, fg, bg)}`;
    case 'common':
      return `<path d="M${cx - r * 0.8} ${cy - r * 0.85} L${cx + r * 0.8} ${cy - r * 0.85} L${cx + r * 0.8} ${cy + r * 0.1} Q${cx + r * 0.8} ${cy + r * 0.7} ${cx} ${cy + r} Q${cx - r * 0.8} ${cy + r * 0.7} ${cx - r * 0.8} ${cy + r * 0.1} Z" fill="${bg}"/><path d="M${cx - r * 0.35} ${cy - r * 0.55} L${cx - r * 0.35} ${cy + r * 0.45} M${cx + r * 0.4} ${cy - r * 0.55} L${cx - r * 0.3} ${cy - r * 0.02} L${cx + r * 0.42} ${cy + r * 0.45}" stroke="${fg}" stroke-width="${r * 0.18}" fill="none" stroke-linecap="square"/>`;
    case 'star':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>${star(cx, cy, r * 0.72, fg)}`;
    case 'tank':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/>${tankSilhouette(cx, cy + r * 0.1, r * 1.45, fg)}`;
    case 'owl':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.1}" r="${r * 0.24}" fill="${fg}"/><circle cx="${cx + r * 0.3}" cy="${cy - r * 0.1}" r="${r * 0.24}" fill="${fg}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="${bg}"/><circle cx="${cx + r * 0.3}" cy="${cy - r * 0.1}" r="${r * 0.09}" fill="${bg}"/><path d="M${cx - r * 0.1} ${cy + r * 0.15} L${cx + r * 0.1} ${cy + r * 0.15} L${cx} ${cy + r * 0.35} Z" fill="${fg}"/>`;
    case 'cross':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/><rect x="${cx - r * 0.18}" y="${cy - r * 0.6}" width="${r * 0.36}" height="${r * 1.2}" fill="${fg}"/><rect x="${cx - r * 0.6}" y="${cy - r * 0.18}" width="${r * 1.2}" height="${r * 0.36}" fill="${fg}"/>`;
    case 'flag':
      return `<rect x="${cx - r}" y="${cy - r * 0.62}" width="${r * 2}" height="${r * 0.42}" fill="#ffffff"/><rect x="${cx - r}" y="${cy - r * 0.2}" width="${r * 2}" height="${r * 0.42}" fill="#2453a6"/><rect x="${cx - r}" y="${cy + r * 0.22}" width="${r * 2}" height="${r * 0.42}" fill="#c8312b"/>`;
    case 'cup':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${bg}"/><path d="M${cx - r * 0.4} ${cy - r * 0.3} L${cx + r * 0.3} ${cy - r * 0.3} L${cx + r * 0.22} ${cy + r * 0.5} L${cx - r * 0.32} ${cy + r * 0.5} Z" fill="${fg}"/><path d="M${cx + r * 0.28} ${cy - r * 0.15} q${r * 0.35} 0 ${r * 0.25} ${r * 0.3} t-${r * 0.3} ${r * 0.2}" stroke="${fg}" stroke-width="${r * 0.09}" fill="none"/><path d="M${cx - r * 0.2} ${cy - r * 0.45} q${r * 0.1} -${r * 0.15} 0 -${r * 0.3} M${cx + r * 0.05} ${cy - r * 0.45} q${r * 0.1} -${r * 0.15} 0 -${r * 0.3}" stroke="${fg}" stroke-width="${r * 0.06}" fill="none"/>`;
  }
}

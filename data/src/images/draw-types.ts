import type { DrawKind } from '../catalogue/types.js';
import type { Random } from '../random.js';
import type { EmblemKind } from './emblems.js';
import type { Paint } from './paint.js';

export type DrawInput = {
  paint: Paint;
  rng: Random;
  /** A mark printed, embroidered or struck on the item. */
  emblem?: { kind: EmblemKind; fg: string; bg: string };
  /** Book covers only. */
  title?: string;
  subtitle?: string;
};

/** A drawing returns SVG elements on a 1200×1200 canvas, item roughly centred. */
export type Draw = (input: DrawInput) => string;
export type DrawTable = Partial<Record<DrawKind, Draw>>;

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Horizontal MOLLE webbing rows with bar-tack slits. */
export function molleRows(x: number, y: number, width: number, rows: number, colour: string, gap = 48): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const yy = y + r * gap;
    out.push(`<rect x="${x}" y="${yy}" width="${width}" height="20" rx="3" fill="${colour}" opacity="0.55"/>`);
    for (let sx = x + 36; sx < x + width - 10; sx += 40) {
      out.push(`<rect x="${sx}" y="${yy - 2}" width="6" height="24" fill="${colour}"/>`);
    }
  }
  return out.join('');
}

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour, or null when it is not one. */
export function luminance(color: string): number | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Text colour for a background chosen by an editor: whichever of near-black and white contrasts
 * more, so the announcement strip stays readable (WCAG AA) whatever colour is stored.
 */
export function readableTextOn(background: string, dark = '#17181a', light = '#ffffff'): string {
  const bg = luminance(background);
  if (bg === null) return dark;
  const contrast = (fg: number) => (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05);
  return contrast(luminance(dark) ?? 0) >= contrast(1) ? dark : light;
}

/**
 * The trust suite's sizes. `npm run test:stress` runs the full figures; CI sets STRESS_BOUNDED=1
 * and gets smaller ones, so a CI run stays short. Light checks in `npm test` use `light`.
 */
export const stressBounded = process.env.STRESS_BOUNDED === '1';

export const sized = (full: number, bounded: number): number => (stressBounded ? bounded : full);

/** Writes a figure of the suite into the test output (docs/security.md quotes them). */
export function reportFigure(suite: string, figure: string, value: string | number): void {
  console.log(`[trust] ${suite} · ${figure}: ${typeof value === 'number' ? value.toLocaleString('en') : value}`);
}

import { describe, expect, it } from 'vitest';
import { buildProducts } from './build.js';

describe('demo catalogue determinism', () => {
  it('builds the same products, variations and prices on every run', () => {
    const summary = () =>
      buildProducts().map((p) => [p.spec.slug, p.sku, p.variations.map((v) => `${v.sku}:${v.price}:${v.stock}`)]);
    expect(summary()).toEqual(summary());
    const [first] = buildProducts();
    expect(first?.spec.slug).toBe('plate-carrier-pc1-rubezh');
    expect(first?.sku).toBe('KRD-TAC-001');
  });
});

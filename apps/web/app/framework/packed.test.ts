import { afterEach, describe, expect, it, vi } from 'vitest';
import { pack, unpack } from './packed';

describe('packed loader data (issue 9)', () => {
  const list = { products: [{ id: 1, name: 'Plate carrier', prices: { price: 12900 } }], total: 1 };
  afterEach(() => vi.unstubAllGlobals());

  it('travels as one JSON string and opens to an equal value', () => {
    const packed = pack(list);
    expect(typeof packed).toBe('string');
    expect(unpack(packed)).toEqual(list);
  });

  it('opens the same text to the same object in the browser, so a revalidation keeps identities', () => {
    vi.stubGlobal('document', {});
    const first = unpack(pack(list));
    expect(unpack(pack({ ...list }))).toBe(first);
    expect(unpack(pack({ ...list, total: 2 }))).not.toBe(first);
  });

  it('keeps the texts used most lately: a page opened again outlasts those opened once since', () => {
    vi.stubGlobal('document', {});
    const menu = unpack(pack({ menu: ['tactical-equipment'] }));
    for (let page = 1; page <= 7; page++) unpack(pack({ page }));
    expect(unpack(pack({ menu: ['tactical-equipment'] }))).toBe(menu);
    for (let page = 8; page <= 14; page++) unpack(pack({ page }));
    expect(unpack(pack({ menu: ['tactical-equipment'] }))).toBe(menu);
  });

  it('gives each server render objects of its own, so no request sees another’s', () => {
    const packed = pack(list);
    expect(unpack(packed)).not.toBe(unpack(packed));
  });
});

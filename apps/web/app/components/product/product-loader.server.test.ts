import { describe, expect, it } from 'vitest';
import { chosenValuesOf } from './product-loader.server';

describe("the pickers' query", () => {
  it('reads one value per option radio group, `?o{option}={value}`', () => {
    expect(chosenValuesOf(new URL('http://shop/product/tee?o1=2&o2=20'))).toEqual([2, 20]);
  });

  it('ignores other parameters, malformed values and repeats, and reads at most 10', () => {
    expect(chosenValuesOf(new URL('http://shop/product/tee?o1=2&o1=2&x=5&o2=abc&o3=-1&oo=4&o4=1e3'))).toEqual([2]);
    const many = Array.from({ length: 15 }, (_, i) => `o${i}=${i + 1}`).join('&');
    expect(chosenValuesOf(new URL(`http://shop/product/tee?${many}`))).toHaveLength(10);
  });
});

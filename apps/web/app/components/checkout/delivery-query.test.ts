import { describe, expect, it } from 'vitest';
import { pricedLine } from '../cart/cart.testing';
import { emptyForm } from './checkout-form';
import { destinationOf, parcelWeight } from './delivery-query';

const address = (values: Partial<ReturnType<typeof emptyForm>['address']>) => ({ ...emptyForm().address, ...values });

describe('delivery look-up parameters', () => {
  it('asks nothing before a country is chosen', () => {
    expect(destinationOf(address({ city: 'Berlin' }), 500)).toBeNull();
  });

  it('sends the parts of the address the look-ups accept, and leaves out half-typed ones', () => {
    expect(
      destinationOf(address({ country: 'DE', countryZone: 'DE-BE', city: ' Berlin ', postalCode: '10117' }), 800),
    ).toEqual({ country: 'DE', zone: 'DE-BE', city: 'Berlin', postalCode: '10117', weightGrams: 800 });
    expect(destinationOf(address({ country: 'DE', city: 'Berlin<', postalCode: '10', countryZone: 'x' }), 0)).toEqual({
      country: 'DE',
      weightGrams: 0,
    });
  });

  it('weighs the shipped lines by quantity, digital ones as nothing', () => {
    const rows = [
      { line: pricedLine({ variationId: 1, weightGrams: 300 }), quantity: 2 },
      { line: pricedLine({ variationId: 2, weightGrams: 900, type: 'digital' }), quantity: 1 },
    ];
    expect(parcelWeight(rows)).toBe(600);
  });
});

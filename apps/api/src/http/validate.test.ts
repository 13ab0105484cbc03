import { byCode } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { parseInput } from './validate.js';

describe('parseInput', () => {
  const schema = z.object({
    email: z.email({ error: byCode('invalid_email') }).max(50),
    address: z.object({ city: z.string() }),
  });

  it('returns the parsed value', () => {
    expect(parseInput(schema, { email: 'a@b.co', address: { city: 'Kazan' } })).toEqual({
      email: 'a@b.co',
      address: { city: 'Kazan' },
    });
  });

  it('collects messages and their codes per dotted field path, "Required field" for missing ones', () => {
    try {
      parseInput(schema, { email: 'nope', address: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields).toEqual({
        email: [{ code: 'invalid_email', message: 'Invalid email' }],
        'address.city': [{ code: 'required', message: 'Required field' }],
      });
    }
  });

  it('names a value of the wrong type by its rule, not as missing', () => {
    const quantity = z.object({ quantity: z.number('Must be a number').int('Must be a whole number') });
    for (const [value, message] of [
      ['2', 'Must be a number'],
      [1.5, 'Must be a whole number'],
      [undefined, 'Required field'],
    ] as const) {
      try {
        parseInput(quantity, { quantity: value });
        expect.unreachable();
      } catch (error) {
        expect((error as AppError).fields?.quantity?.map((field) => field.message)).toEqual([message]);
      }
    }
  });
});

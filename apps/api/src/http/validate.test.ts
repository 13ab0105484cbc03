import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { parseInput } from './validate.js';

describe('parseInput', () => {
  const schema = z.object({ email: z.email('Invalid email').max(50), address: z.object({ city: z.string() }) });

  it('returns the parsed value', () => {
    expect(parseInput(schema, { email: 'a@b.co', address: { city: 'Kazan' } })).toEqual({
      email: 'a@b.co',
      address: { city: 'Kazan' },
    });
  });

  it('collects messages per dotted field path, "Required field" for missing ones', () => {
    try {
      parseInput(schema, { email: 'nope', address: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields).toEqual({ email: ['Invalid email'], 'address.city': ['Required field'] });
    }
  });
});

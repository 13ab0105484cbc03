import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { assertFreshVersion, changesOf, hasChanges } from './versioned-write.js';

describe('changesOf', () => {
  const current = { name: 'Ann', role: 'viewer', tags: ['a'] };

  it('keeps only the fields that are set and differ', () => {
    expect(changesOf(current, { name: 'Ann', role: 'manager' })).toEqual({ role: 'manager' });
    expect(changesOf(current, { name: undefined, tags: ['a', 'b'] })).toEqual({ tags: ['a', 'b'] });
  });

  it('finds nothing to change when the patch repeats the row (a retried write)', () => {
    const changes = changesOf(current, { name: 'Ann', tags: ['a'] });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });
});

describe('assertFreshVersion', () => {
  it('passes the version the row has', () => {
    expect(() => assertFreshVersion(3, 3, 'staff member')).not.toThrow();
  });

  it('answers 409 conflict, naming the object, for any other version', () => {
    for (const sent of [2, 4]) {
      let error: unknown;
      try {
        assertFreshVersion(3, sent, 'staff member');
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'conflict', message: expect.stringContaining('this staff member') });
    }
  });
});

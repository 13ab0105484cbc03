import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_MAX } from './email.js';
import {
  byCode,
  fieldError,
  fieldErrorLists,
  fieldErrorOfIssue,
  fieldMessageOf,
  fieldMessages,
} from './field-codes.js';

describe('field errors are made from codes', () => {
  it('words a code from the table, with its parameters', () => {
    expect(fieldError('invalid_phone')).toEqual({ code: 'invalid_phone', message: 'Invalid phone number' });
    expect(fieldError('too_long', { max: 32 })).toEqual({
      code: 'too_long',
      message: 'Must not be longer than 32 characters',
    });
    expect(fieldError('carrier_refused', { reason: 'City Atlantis is not served' })).toEqual({
      code: 'carrier_refused',
      message: 'City Atlantis is not served',
    });
  });

  it('states the e-mail limit the rule holds', () => {
    expect(fieldMessages.email_too_long).toContain(String(EMAIL_MAX));
  });

  it("words a schema check that names a code from the table, and keeps any other issue's own code and words", () => {
    const schema = z.string().min(1, byCode('required')).max(3, 'At most 3');
    const issuesOf = (value: string) => (schema.safeParse(value).error?.issues ?? []).map(fieldErrorOfIssue);
    expect(issuesOf('')).toEqual([{ code: 'required', message: 'Required field' }]);
    expect(issuesOf('abcd')).toEqual([{ code: 'too_big', message: 'At most 3' }]);
  });

  it('lists texts and codes per field in one order, as the 422 body does', () => {
    const fields = { phone: [fieldError('required'), fieldError('invalid_phone')], cart: [fieldError('cart_empty')] };
    expect(fieldErrorLists(fields)).toEqual({
      errors: { phone: ['Required field', 'Invalid phone number'], cart: ['Your cart is empty'] },
      codes: { phone: ['required', 'invalid_phone'], cart: ['cart_empty'] },
    });
  });

  it('words a schema check’s code for a form, and leaves other texts as they are', () => {
    const issue = z.object({ email: z.string().min(1, byCode('invalid_email')) }).safeParse({ email: '' });
    expect(fieldMessageOf(issue.error?.issues[0]?.message ?? '')).toBe('Invalid email');
    expect(fieldMessageOf('Someone changed this')).toBe('Someone changed this');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { personalErrorsOf } from './personal-errors';

const validation = (errors: Record<string, string[]>, codes: Record<string, string[]>) =>
  new ApiError(422, { code: 'validation_failed', message: 'The given data was invalid.', errors, codes });

describe('personalErrorsOf (PUT /profile/personal)', () => {
  it('puts each message under its field, worded by the storefront when it knows the code', () => {
    const error = validation(
      { firstname: ['Required field'], lastname: ['Invalid characters'], phone: ['Invalid phone number', 'Odd'] },
      { firstname: ['required'], lastname: ['invalid_characters'], phone: ['invalid_phone', 'custom'] },
    );
    expect(personalErrorsOf(error)).toEqual({
      fields: {
        firstname: [{ key: 'validation.required' }],
        lastname: [{ key: 'personalForm.invalidCharacters' }],
        phone: [{ key: 'personalForm.invalidPhone' }, { text: 'Odd' }],
      },
      form: null,
    });
  });

  it('shows the server text of a message it does not word', () => {
    const error = validation({ firstname: ['Must not be longer than 32 characters'] }, { firstname: ['too_big'] });
    expect(personalErrorsOf(error).fields.firstname).toEqual([{ text: 'Must not be longer than 32 characters' }]);
  });

  it('answers one generic line for any other failure', () => {
    const generic = { fields: {}, form: { key: 'personalForm.failed' } };
    expect(personalErrorsOf(new ApiError(500, null))).toEqual(generic);
    expect(personalErrorsOf(new TypeError('Failed to fetch'))).toEqual(generic);
    expect(personalErrorsOf(validation({ _: ['Bad'] }, { _: ['invalid'] }))).toEqual(generic);
  });
});

import { describe, expect, it } from 'vitest';
import { canSendEmail, emailError } from './login-email';
import {
  canSendCode,
  codeFromLink,
  initialLoginState,
  type LoginAction,
  type LoginState,
  loginReducer,
  normalizeCode,
} from './login-flow';

const run = (...actions: LoginAction[]): LoginState => actions.reduce(loginReducer, initialLoginState);
const typed = (email: string) => run({ type: 'emailChanged', value: email });

describe('e-mail validation (spec §5)', () => {
  it("answers 'Required field' for nothing or blanks", () => {
    expect(emailError('')).toBe('validation.required');
    expect(emailError('   ')).toBe('validation.required');
  });

  it("answers 'Invalid email' for what is not an address", () => {
    for (const value of ['anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com']) {
      expect(emailError(value)).toBe('validation.invalidEmail');
    }
  });

  it('allows at most 50 characters', () => {
    const at50 = `${'a'.repeat(38)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(emailError(at50)).toBeNull();
    expect(emailError(`a${at50}`)).toBe('validation.emailTooLong');
  });

  it('accepts an address with spaces around it, as the API trims them', () => {
    expect(emailError(' anna@example.com ')).toBeNull();
  });
});

describe('login form states (spec §4, §5)', () => {
  it('shows no error before the first edit, and validates live from then on', () => {
    expect(initialLoginState.emailTouched).toBe(false);
    expect(typed('a').emailTouched).toBe(true);
  });

  it('enables sending only for a valid address and not while a request runs', () => {
    expect(canSendEmail(initialLoginState)).toBe(false);
    expect(canSendEmail(typed('anna@'))).toBe(false);
    expect(canSendEmail(typed('anna@example.com'))).toBe(true);
    expect(canSendEmail(run({ type: 'emailChanged', value: 'anna@example.com' }, { type: 'requestStarted' }))).toBe(
      false,
    );
  });

  it('opens the code form when the code was sent', () => {
    const state = run(
      { type: 'emailChanged', value: 'anna@example.com' },
      { type: 'requestStarted' },
      { type: 'codeSent', notice: 'We have sent a code' },
    );
    expect(state).toMatchObject({ step: 'code', busy: false, code: '', notice: 'We have sent a code' });
  });

  it('removes spaces from the code and enables the button only when there is a code', () => {
    const codeForm = run({ type: 'emailChanged', value: 'a@b.cd' }, { type: 'codeSent', notice: '' });
    expect(canSendCode(codeForm)).toBe(false);
    const typedCode = loginReducer(codeForm, { type: 'codeChanged', value: ' 123 456 ' });
    expect(typedCode.code).toBe('123456');
    expect(canSendCode(typedCode)).toBe(true);
    expect(canSendCode(loginReducer(typedCode, { type: 'codeChanged', value: '   ' }))).toBe(false);
    expect(canSendCode(loginReducer(typedCode, { type: 'requestStarted' }))).toBe(false);
  });

  it('keeps every server error of a failed request, and drops them on the next edit', () => {
    const failed = run(
      { type: 'emailChanged', value: 'a@b.cd' },
      { type: 'codeSent', notice: '' },
      { type: 'codeChanged', value: '111111' },
      { type: 'requestStarted' },
      { type: 'requestFailed', errors: [{ key: 'login.errors.invalidCode' }, { text: 'Other' }] },
    );
    expect(failed).toMatchObject({
      busy: false,
      step: 'code',
      errors: [{ key: 'login.errors.invalidCode' }, { text: 'Other' }],
    });
    expect(loginReducer(failed, { type: 'codeChanged', value: '2' }).errors).toEqual([]);
  });

  it('goes back from the code form with the code and errors cleared, the address kept', () => {
    const failed = run(
      { type: 'emailChanged', value: 'anna@example.com' },
      { type: 'codeSent', notice: 'sent' },
      { type: 'codeChanged', value: '111111' },
      { type: 'requestFailed', errors: [{ key: 'login.errors.invalidCode' }] },
    );
    expect(loginReducer(failed, { type: 'backToEmail' })).toMatchObject({
      step: 'email',
      email: 'anna@example.com',
      code: '',
      errors: [],
      notice: null,
    });
  });

  it('starts over once signed in', () => {
    expect(
      run({ type: 'emailChanged', value: 'a@b.cd' }, { type: 'codeSent', notice: '' }, { type: 'signedIn' }),
    ).toEqual(initialLoginState);
  });

  it('shows a failed e-mailed link as the code form with its errors', () => {
    const state = run(
      { type: 'requestStarted' },
      { type: 'linkFailed', errors: [{ key: 'login.errors.codeExpired' }] },
    );
    expect(state).toMatchObject({ step: 'code', busy: false, errors: [{ key: 'login.errors.codeExpired' }] });
  });
});

describe('codes', () => {
  it('normalizeCode removes every kind of space', () => {
    expect(normalizeCode('12 34\t56\n')).toBe('123456');
  });

  it('reads the link code as a number (spec §2), and nothing else', () => {
    expect(codeFromLink('482913')).toBe(482913);
    expect(codeFromLink(' 482913 ')).toBe(482913);
    expect(codeFromLink(null)).toBeNull();
    expect(codeFromLink('')).toBeNull();
    expect(codeFromLink('12a')).toBeNull();
    expect(codeFromLink('1e5')).toBeNull();
  });
});

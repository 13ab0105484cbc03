/** A text under the form: a catalogue entry, or the server's own words when it said something new. */
export type FormMessage = { key: MessageKey; count?: number } | { text: string };
export type MessageKey =
  | 'validation.required'
  | 'validation.invalidEmail'
  | 'validation.emailTooLong'
  | 'login.errors.invalidCode'
  | 'login.errors.codeExpired'
  | 'login.errors.codeBurnt'
  | 'login.errors.wait'
  | 'login.errors.waitMinutes'
  | 'login.errors.failed';

/** spec-coverage 4.1a login states; "closed" is the header panel's, "logged in" the session's. */
export type LoginState = {
  step: 'email' | 'code';
  email: string;
  /** Errors show from the first edit on, at every keystroke (spec-coverage 5.1 "validated live"). */
  emailTouched: boolean;
  code: string;
  busy: boolean;
  /** Server errors, all of them, listed under the form (spec-coverage 5.8a, 8.11). */
  errors: FormMessage[];
  /** The server's "we have sent a code" answer, in the page's language. */
  notice: string | null;
};

export type LoginAction =
  | { type: 'emailChanged'; value: string }
  | { type: 'codeChanged'; value: string }
  | { type: 'requestStarted' }
  | { type: 'codeSent'; notice: string }
  | { type: 'requestFailed'; errors: FormMessage[] }
  | { type: 'signedIn' }
  | { type: 'backToEmail' }
  | { type: 'linkFailed'; errors: FormMessage[] };

export const initialLoginState: LoginState = {
  step: 'email',
  email: '',
  emailTouched: false,
  code: '',
  busy: false,
  errors: [],
  notice: null,
};

/** spec-coverage 5.2: spaces inside the code are removed (codes are often pasted as "123 456"). */
export const normalizeCode = (value: string) => value.replace(/\s+/g, '');

export const canSendCode = (state: LoginState) => !state.busy && state.code !== '';

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'emailChanged':
      return { ...state, email: action.value, emailTouched: true, errors: [] };
    case 'codeChanged':
      return { ...state, code: normalizeCode(action.value), errors: [] };
    case 'requestStarted':
      return { ...state, busy: true, errors: [] };
    case 'codeSent':
      return { ...state, busy: false, step: 'code', code: '', notice: action.notice };
    case 'requestFailed':
      return { ...state, busy: false, errors: action.errors };
    case 'signedIn':
      return initialLoginState;
    case 'backToEmail':
      return { ...state, step: 'email', code: '', errors: [], notice: null, busy: false };
    case 'linkFailed':
      return { ...state, step: 'code', code: '', busy: false, errors: action.errors, notice: null };
  }
}

/** spec-coverage 2.3.6: the e-mailed link's `verification_code` is read as a number; anything else is no code. */
export function codeFromLink(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  return Number(value);
}

import type { Dispatch } from 'react';
import { requestLoginCode, signInWithCode } from '../../lib/account.client';
import { canSendEmail } from './login-email';
import { loginErrorMessages } from './login-errors';
import type { LoginAction, LoginState } from './login-flow';

// The calls of the sign-in flow. The flow (login-flow-store.ts) imports this module on first use, so the API
// client, the contract's schemas and the error wording stay out of every page's first download.

/** spec-coverage 7.1.3 POST /auth/login with the typed e-mail; the code form follows. */
export async function sendLoginEmail(state: LoginState, dispatch: Dispatch<LoginAction>) {
  if (!canSendEmail(state)) return;
  dispatch({ type: 'requestStarted' });
  try {
    const sent = await requestLoginCode(state.email);
    dispatch({ type: 'codeSent', notice: sent.message });
  } catch (error) {
    dispatch({ type: 'requestFailed', errors: loginErrorMessages(error) });
  }
}

/** spec-coverage 7.1.4 POST /auth/check; true once signed in, else the errors go under the code form. */
export async function sendLoginCode(
  code: string | number,
  onFailure: 'requestFailed' | 'linkFailed',
  dispatch: Dispatch<LoginAction>,
): Promise<boolean> {
  dispatch({ type: 'requestStarted' });
  try {
    await signInWithCode(code);
    dispatch({ type: 'signedIn' });
    return true;
  } catch (error) {
    dispatch({ type: onFailure, errors: loginErrorMessages(error) });
    return false;
  }
}

import { useSyncExternalStore } from 'react';
import {
  canSendCode,
  codeFromLink,
  initialLoginState,
  type LoginAction,
  type LoginState,
  loginReducer,
} from './login-flow';
import { registerLoginFlow } from './login-flow-handle';

export type LoginFlow = {
  state: LoginState;
  setEmail: (value: string) => void;
  setCode: (value: string) => void;
  /** spec-coverage 4.1b: back to the e-mail form; the code and the errors are cleared. */
  backToEmail: () => void;
  sendEmail: () => Promise<void>;
  /** True once signed in. */
  sendCode: () => Promise<boolean>;
  /** The home page's `?verification_code=`; a failure leaves the code form with the errors. */
  signInWithLink: (value: string) => Promise<boolean>;
};

/** The flow's calls load when the shopper signs in; the form asks for them as soon as it shows. */
export const loadLoginRequests = () => import('./login-requests');

// One sign-in flow per page: the header panel and /login share it, so a typed e-mail and the code step
// survive closing the panel.
let state = initialLoginState;
const listeners = new Set<() => void>();

function dispatch(action: LoginAction) {
  state = loginReducer(state, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const signIn = async (code: string | number, onFailure: 'requestFailed' | 'linkFailed') =>
  (await loadLoginRequests()).sendLoginCode(code, onFailure, dispatch);

/** The flow's actions, for code outside React (the e-mailed link's sign-in). */
export const loginFlowActions: Omit<LoginFlow, 'state'> = {
  setEmail: (value) => dispatch({ type: 'emailChanged', value }),
  setCode: (value) => dispatch({ type: 'codeChanged', value }),
  backToEmail: () => dispatch({ type: 'backToEmail' }),
  sendEmail: async () => (await loadLoginRequests()).sendLoginEmail(state, dispatch),
  sendCode: async () => (canSendCode(state) ? signIn(state.code, 'requestFailed') : false),
  async signInWithLink(value) {
    const code = codeFromLink(value);
    if (code !== null) return signIn(code, 'linkFailed');
    dispatch({ type: 'linkFailed', errors: [{ key: 'login.errors.invalidCode' }] });
    return false;
  },
};

registerLoginFlow({ step: () => state.step, backToEmail: loginFlowActions.backToEmail });

/** The page's sign-in flow; the server renders its start. */
export function useLoginFlow(): LoginFlow {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => initialLoginState,
  );
  return { state: current, ...loginFlowActions };
}

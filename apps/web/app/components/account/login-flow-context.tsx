import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { canSendCode, codeFromLink, initialLoginState, type LoginState, loginReducer } from './login-flow';

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

const LoginFlowContext = createContext<LoginFlow | null>(null);

/** The flow's calls load when the shopper signs in; the form asks for them as soon as it shows. */
export const loadLoginRequests = () => import('./login-requests');

/**
 * One sign-in flow for the page: the header panel and the /login page show the same form, so an
 * e-mail typed in one is still there in the other, and the code step survives closing the panel.
 */
export function LoginFlowProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);

  const flow = useMemo<LoginFlow>(() => {
    const signIn = async (code: string | number, onFailure: 'requestFailed' | 'linkFailed') =>
      (await loadLoginRequests()).sendLoginCode(code, onFailure, dispatch);
    return {
      state,
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
  }, [state]);

  return <LoginFlowContext.Provider value={flow}>{children}</LoginFlowContext.Provider>;
}

export function useLoginFlow(): LoginFlow {
  const flow = useContext(LoginFlowContext);
  if (!flow) throw new Error('useLoginFlow needs a LoginFlowProvider');
  return flow;
}

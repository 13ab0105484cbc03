import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePanels } from '../panels/panels';

const PARAM = 'verification_code';
// Codes already tried by this page: an effect that runs twice must not spend the code twice.
const tried = new Set<string>();

const signInWithLinkCode = async (code: string) =>
  (await import('./login-flow-store')).loginFlowActions.signInWithLink(code);

/**
 * spec-coverage 2.3.6: the e-mailed link's `?verification_code=` signs in, then leaves the URL by a replace,
 * so Back never tries the spent code; a failing code opens the login panel with its errors.
 */
export function AutoSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = usePanels();
  const code = new URLSearchParams(location.search).get(PARAM);

  useEffect(() => {
    if (code === null || tried.has(code)) return;
    tried.add(code);
    const rest = new URLSearchParams(location.search);
    rest.delete(PARAM);
    const search = rest.toString() ? `?${rest}` : '';
    // The sign-in flow's code loads only when the page was opened from the e-mailed link.
    void signInWithLinkCode(code).then((signedIn) => {
      navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
      if (!signedIn) open('login');
    });
  }, [code, location, navigate, open]);

  return null;
}

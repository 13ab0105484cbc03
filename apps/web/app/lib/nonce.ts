import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this page response. Set on the server only; in the browser it is empty, and
 * React does not compare the nonce attribute when hydrating (browsers hide it from the DOM).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

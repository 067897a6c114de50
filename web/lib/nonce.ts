import { createContext, useContext } from 'react';

/** The CSP nonce of this response; empty in the browser (browsers hide it after load). */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);

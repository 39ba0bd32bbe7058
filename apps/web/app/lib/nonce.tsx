import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/**
 * The Content-Security-Policy nonce of the response being rendered. Only the server
 * knows it; in the browser it is undefined, which is fine: scripts already in the
 * page have run, and the browser hides the attribute from the DOM anyway.
 */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

'use client';

import type { ReactNode } from 'react';
import { useSessionStore } from '@/stores/session-store-provider';

/**
 * Whether the visitor is signed in, as the browser learns it from the API. Public pages are rendered
 * once for everyone, so the server never knows; until the session is known this answers false.
 */
export function useSignedIn(): boolean {
  return useSessionStore((s) => s.ready && s.isLogin);
}

/**
 * Shows `signedIn` once the browser knows the visitor is signed in, `visitor` until then. Both parts are
 * rendered on the server into the page that every visitor shares, so the page itself stays static.
 */
export function SessionSwitch({ signedIn, visitor }: { signedIn: ReactNode; visitor: ReactNode }) {
  return <>{useSignedIn() ? signedIn : visitor}</>;
}

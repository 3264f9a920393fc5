'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSessionStore, type SessionState, type SessionStore, type SessionStoreApi } from './session-store';

// zustand's Next.js guide: one store per provider instance, so two server requests never share state.
const SessionStoreContext = createContext<SessionStoreApi | null>(null);

export function SessionStoreProvider({ children, initial }: { children: ReactNode; initial?: Partial<SessionState> }) {
  const [store] = useState(() => createSessionStore(initial));
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStoreApi(): SessionStoreApi {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore must be used inside SessionStoreProvider');
  return store;
}

export function useSessionStore<T>(selector: (state: SessionStore) => T): T {
  return useStore(useSessionStoreApi(), selector);
}

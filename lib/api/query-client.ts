import { isServer, QueryClient } from '@tanstack/react-query';

// TanStack Query's Next.js guide: a new client per server request, one client for the browser tab.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data prefetched on the server is not fetched again right after hydration.
        staleTime: 60_000,
        // apiFetch already toasts failures; retrying a 401 or a validation error only repeats them.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

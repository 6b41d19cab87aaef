import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the page (the kit is a shared singleton, so the shell and remotes share it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already refreshed tokens and showed the error: no blind retries.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

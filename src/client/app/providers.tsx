import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RenderedInLanguage } from '../lib/rendered-in-language.tsx';
import { getSession, subscribeToSession } from '../lib/session.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }));
  useEffect(() => clearCacheWhenUserChanges(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RenderedInLanguage>{children}</RenderedInLanguage>
    </QueryClientProvider>
  );
}

/** When a session ends (or another user signs in), nothing the last user fetched stays in memory. */
function clearCacheWhenUserChanges(queryClient: QueryClient): () => void {
  let userId = getSession()?.userId;
  return subscribeToSession(() => {
    const next = getSession()?.userId;
    if (next !== userId) queryClient.clear();
    userId = next;
  });
}

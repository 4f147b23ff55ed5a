import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { detectPlatform } from '../lib/runtime-env';

// Only the Android shell checks for updates (spec section 4); elsewhere the code is never loaded.
const AppUpdate = lazy(() => import('../features/platform/components/AppUpdate').then((m) => ({ default: m.AppUpdate })));

/** Errors are already toasted by the request function, so queries do not retry behind the user's back. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {detectPlatform() === 'android' && (
        <Suspense fallback={null}>
          <AppUpdate />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

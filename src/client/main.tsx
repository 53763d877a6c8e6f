import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { StartupSpinner } from './components/layouts/startup-spinner.tsx';
import { getSession, restoreSession, subscribeToSession } from './lib/session.ts';
import './styles.css';

// The server check of the token (and the zod contracts it needs) loads after the first paint.
const SessionCheck = lazy(() =>
  import('./features/auth/components/session-check.tsx').then((module) => ({ default: module.SessionCheck })),
);

// Auth is initialised before the first route decides anything.
restoreSession();
const router = createRouter();
// When a session ends (logout, expiry, a token the server refuses), the guards look again.
subscribeToSession(() => {
  if (!getSession()) void router.revalidate();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <StartupSpinner />
      <Suspense>
        <SessionCheck />
      </Suspense>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { StartupSpinner } from './components/layouts/startup-spinner.tsx';
import { SessionCheck } from './features/auth/components/session-check.tsx';
import { getSession, restoreSession, subscribeToSession } from './lib/session.ts';
import './styles.css';

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
      <SessionCheck />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { hideStartupSpinnerLater } from './components/layouts/startup-spinner.ts';
import { useSession } from './lib/use-session.ts';
import { restoreSession } from './lib/session.ts';
import './styles.css';

// The server check of the token (and the zod contracts it needs) loads only when there is a token.
const SessionCheck = lazy(() =>
  import('./features/auth/components/session-check.tsx').then((module) => ({ default: module.SessionCheck })),
);

function SessionCheckWhenSignedIn() {
  return useSession() ? (
    <Suspense>
      <SessionCheck />
    </Suspense>
  ) : null;
}

// Auth is initialised before the first route decides anything.
restoreSession();
hideStartupSpinnerLater();

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser while it builds the first page, instead of one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <SessionCheckWhenSignedIn />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

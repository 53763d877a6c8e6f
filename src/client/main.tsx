import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { AppRoutes } from './app/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { hideStartupSpinnerLater } from './components/layouts/startup-spinner.ts';
import { activateLanguage, initialLanguage } from './lib/i18n.ts';
import { useSession } from './lib/use-session.ts';
import { restoreSession } from './lib/session.ts';
import './styles.css';

// The server check of the token (and the zod contracts it needs) loads only when there is a token.
const SessionCheck = lazy(() => import('./features/auth/components/session-check.tsx').then((module) => ({ default: module.SessionCheck })));

// A signed-in person's language, theme and time zone, on every page.
const ApplySettings = lazy(() => import('./features/settings/components/apply-settings.tsx').then((module) => ({ default: module.ApplySettings })));

function SessionCheckAndSettingsWhenSignedIn() {
  return useSession() ? (
    <Suspense>
      <SessionCheck />
      <ApplySettings />
    </Suspense>
  ) : null;
}

// Auth is initialised before the first route decides anything.
restoreSession();
hideStartupSpinnerLater();

const root = createRoot(document.getElementById('root')!);
// The first page is drawn in its language: English at once, another after its catalogue loads.
// A transition lets React yield to the browser while it builds the first page, instead of one long task.
void activateLanguage(initialLanguage()).finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppErrorBoundary>
            <BrowserRouter>
              <SessionCheckAndSettingsWhenSignedIn />
              <AppRoutes />
            </BrowserRouter>
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);

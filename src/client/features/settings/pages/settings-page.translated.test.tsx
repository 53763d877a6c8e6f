import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/contracts/settings.ts';
import type { Role } from '../../../../shared/roles.ts';
import { readCookie, removeCookie } from '../../../lib/cookies.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { RenderedInLanguage } from '../../../lib/rendered-in-language.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { twoFactorQueryKey } from '../api/get-two-factor.ts';
import { SettingsPage } from './settings-page.tsx';

function renderPage(role: Role, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const session = signInAs(role);
  client.setQueryData(twoFactorQueryKey(session), { enabled: true, recovery_codes_left: 1 });
  return render(
    <QueryClientProvider client={client}>
      <RenderedInLanguage>
        <MemoryRouter>
          <SettingsPage role={role} />
        </MemoryRouter>
      </RenderedInLanguage>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  signOut();
  removeCookie('language');
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('SettingsPage in other languages', { timeout: 20_000 }, () => {
  it('offers each language by its own name, and saving French shows the page in French at once', async () => {
    const user = userEvent.setup();
    const put = deferred<Response>();
    const calls = stubFetch(jsonResponse(200, DEFAULT_SETTINGS.backer), put.promise);
    renderPage('backer');
    await screen.findByRole('switch', { name: 'Auto-invest' });
    const language = screen.getByLabelText('Language');
    const options = within(language).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'Français']);
    expect(options.map((option) => [option.getAttribute('lang'), option.getAttribute('translate')])).toEqual([
      ['en', 'no'],
      ['es', 'no'],
      ['fr', 'no'],
    ]);
    // One recovery code: the plural's "one".
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).toHaveAccessibleDescription(/1 recovery code left\.$/);

    await user.selectOptions(language, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(calls[1]?.body).toEqual({ ...DEFAULT_SETTINGS.backer, language: 'fr' });
    // Still English until the server has it.
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    put.resolve(jsonResponse(200, { ...DEFAULT_SETTINGS.backer, language: 'fr' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(readCookie('language')).toBe('fr');
    expect(screen.getByRole('switch', { name: 'Investissement automatique' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Authentification à deux facteurs' })).toHaveAccessibleDescription(/Il reste 1 code de récupération\.$/);
    expect(screen.getByRole('region', { name: 'Limites d’investissement' })).toHaveTextContent('Montants entiers, chacun appliqué dans la devise du projet');
    expect(screen.getByLabelText('Investissement minimum')).toHaveValue(5000);
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
    expect(within(screen.getByLabelText('Thème')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Clair', 'Sombre', 'Système']);
    expect(screen.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Modifier le mot de passe' })).toBeInTheDocument();
    // The saved answer was put in the cache: the French page asks nothing again.
    expect(calls).toHaveLength(2);
  });

  it('keeps "Settings saved" when saving Spanish draws the page again, in Spanish, until the page is left', async () => {
    const user = userEvent.setup();
    const spanish = { ...DEFAULT_SETTINGS.admin, language: 'es' } as const;
    stubFetch(jsonResponse(200, DEFAULT_SETTINGS.admin), jsonResponse(200, spanish), jsonResponse(200, { ...spanish, theme: 'dark' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = renderPage('admin', client);
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByText('Ajustes guardados')).toBeInTheDocument();
    // The next change hides it, as in English.
    await user.selectOptions(screen.getByLabelText('Tema'), 'dark');
    expect(screen.queryByText('Ajustes guardados')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    // Left and opened again in the same language: nothing to confirm any more.
    page.unmount();
    renderPage('admin', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tema')).toBeInTheDocument();
    expect(screen.queryByText('Ajustes guardados')).not.toBeInTheDocument();
  });

  it('shows the proposer page in Spanish', async () => {
    await activateLanguage('es');
    stubFetch(jsonResponse(200, { ...DEFAULT_SETTINGS.proposer, language: 'es' }));
    renderPage('proposer');
    expect(await screen.findByRole('switch', { name: 'Publicación automática' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Límites de financiación' })).toBeInTheDocument();
    expect(screen.getByLabelText('Objetivo máximo de financiación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeInTheDocument();
  });
});

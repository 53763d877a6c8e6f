import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/contracts/settings.ts';
import type { TwoFactorStatus } from '../../../../shared/contracts/two-factor.ts';
import type { Role } from '../../../../shared/roles.ts';
import { readCookie, removeCookie } from '../../../lib/cookies.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { RenderedInLanguage } from '../../../lib/rendered-in-language.tsx';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { twoFactorKeys } from '../api/get-two-factor.ts';
import { SettingsPage } from './settings-page.tsx';

function renderPage(
  role: Role,
  twoFactor: TwoFactorStatus = { enabled: false, recovery_codes_left: 0 },
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const session = signInAs(role);
  // Fresh in the cache, so the stubbed answers are the settings' alone.
  client.setQueryData(twoFactorKeys.all(session), twoFactor);
  // As app/providers.tsx does: a language saved on the page shows at once.
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

const switchOf = (name: string) => screen.getByRole('switch', { name });

afterEach(() => {
  signOut();
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
});

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('loads the admin settings: three toggles, no limits, the preferences with every choice', async () => {
    const calls = stubFetch(jsonResponse(200, DEFAULT_SETTINGS.admin));
    renderPage('admin', { enabled: true, recovery_codes_left: 7 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings');
    const twoFactor = await screen.findByRole('switch', { name: 'Two-factor authentication' });
    expect(twoFactor).toHaveAttribute('aria-checked', 'true');
    expect(twoFactor).toHaveAccessibleDescription(/7 recovery codes left/);
    expect(calls).toEqual([{ method: 'GET', url: '/api/me/settings', body: undefined }]);
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(switchOf('Email notifications')).toHaveAttribute('aria-checked', 'true');
    expect(switchOf('SMS notifications')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Language')).toEqual(['en', 'es', 'fr']);
    expect(options('Timezone')).toEqual(['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1', 'UTC+5:30']);
    expect(options('Theme')).toEqual(['light', 'dark', 'system']);
    expect(screen.getByLabelText('Theme')).toHaveValue('system');
  });

  it('saves the backer set: the whole set is sent, "Saving…" while it goes, then "Settings saved"', async () => {
    const user = userEvent.setup();
    const put = deferred<Response>();
    const calls = stubFetch(jsonResponse(200, DEFAULT_SETTINGS.backer), put.promise);
    renderPage('backer');
    await screen.findByRole('switch', { name: 'Auto-invest' });
    // The limits apply in each deal's currency (a maximum of 50,000 is ₹50,000 in a rupee deal), not in dollars.
    expect(screen.getByRole('region', { name: 'Investment limits' })).toHaveTextContent("Whole amounts, each applied in a deal's own currency");
    expect(screen.getByLabelText('Minimum investment')).toHaveValue(5000);
    expect(screen.getByLabelText('Maximum investment')).toHaveValue(50000);
    await user.click(switchOf('Auto-invest'));
    await user.click(switchOf('SMS notifications'));
    await user.selectOptions(screen.getByLabelText('Timezone'), 'UTC+5:30');
    await user.clear(screen.getByLabelText('Minimum investment'));
    await user.type(screen.getByLabelText('Minimum investment'), '10000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    const sent = { ...DEFAULT_SETTINGS.backer, auto_invest: true, sms_notifications: false, timezone: 'UTC+5:30', minimum_investment: 10_000 };
    expect(calls[1]).toEqual({ method: 'PUT', url: '/api/me/settings', body: sent });
    put.resolve(jsonResponse(200, sent));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved');
    expect(switchOf('Auto-invest')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Timezone')).toHaveValue('UTC+5:30');
  });

  it('takes on the loaded theme, and a saved one at once, not before the server has it', async () => {
    const user = userEvent.setup();
    const put = deferred<Response>();
    stubFetch(jsonResponse(200, { ...DEFAULT_SETTINGS.proposer, theme: 'light' }), put.promise);
    renderPage('proposer');
    await screen.findByRole('switch', { name: 'Auto-publish' });
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    put.resolve(jsonResponse(200, { ...DEFAULT_SETTINGS.proposer, theme: 'dark' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('checks the limits with the shared contract before sending: a maximum below the minimum is refused by the field', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(jsonResponse(200, DEFAULT_SETTINGS.proposer));
    renderPage('proposer');
    await screen.findByRole('switch', { name: 'Auto-publish' });
    expect(screen.getByLabelText('Minimum investment required')).toHaveValue(10000);
    await user.clear(screen.getByLabelText('Maximum funding goal'));
    await user.type(screen.getByLabelText('Maximum funding goal'), '500');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByLabelText('Maximum funding goal')).toHaveAccessibleDescription(
      'Maximum funding goal must not be less than the minimum investment required.',
    );
    expect(calls).toHaveLength(1);
  });

  it("shows a 422's sentence by the field it names and no confirmation", async () => {
    const user = userEvent.setup();
    stubFetch(
      jsonResponse(200, DEFAULT_SETTINGS.backer),
      errorResponse(422, 'The settings have a problem.', 'invalid_request', [
        { field: 'maximum_investment', message: 'Maximum investment must be at most 1,000,000,000,000.' },
      ]),
    );
    renderPage('backer');
    await screen.findByRole('switch', { name: 'Auto-invest' });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const field = screen.getByLabelText('Maximum investment');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Maximum investment must be at most 1,000,000,000,000.');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it('says so when the settings cannot be loaded', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    renderPage('proposer');
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
  });
});

describe('SettingsPage in other languages', { timeout: 20_000 }, () => {
  afterEach(async () => {
    removeCookie('language');
    await activateLanguage('en');
  });

  it('offers each language by its own name, and saving French shows the page in French at once', async () => {
    const user = userEvent.setup();
    const put = deferred<Response>();
    const calls = stubFetch(jsonResponse(200, DEFAULT_SETTINGS.backer), put.promise);
    renderPage('backer', { enabled: true, recovery_codes_left: 1 });
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
    expect(
      within(screen.getByLabelText('Thème'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clair', 'Sombre', 'Système']);
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
    const page = renderPage('admin', { enabled: true, recovery_codes_left: 1 }, client);
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
    renderPage('admin', { enabled: true, recovery_codes_left: 1 }, client);
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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { RenderedInLanguage } from '../../../lib/rendered-in-language.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

function renderForm(form: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RenderedInLanguage>
        <MemoryRouter>{form}</MemoryRouter>
      </RenderedInLanguage>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('the sign-in and registration forms in other languages', { timeout: 20_000 }, () => {
  it('signs in in French: roles, labels, the check of empty fields, the link to sign up, then the two-factor step', async () => {
    const user = userEvent.setup();
    await activateLanguage('fr');
    const calls = stubFetch(jsonResponse(200, { two_factor_required: true, challenge_token: 'challenge-1' }));
    renderForm(<LoginForm />);
    const role = screen.getByLabelText(/^Rôle/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sélectionnez votre rôle', 'Administrateur', 'Investisseur', 'Porteur de projet']);
    expect(screen.getByRole('link', { name: 'Inscrivez-vous' }).closest('p')).toHaveTextContent('Nouveau sur Sharestead ? Inscrivez-vous');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs');
    expect(calls).toEqual([]);

    await user.selectOptions(role, 'backer');
    await user.type(screen.getByLabelText(/^E-mail/), 'backer@sharestead.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Backer123!');
    await user.click(screen.getByLabelText('Se souvenir de moi'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const step = await screen.findByRole('form', { name: 'Connexion en deux étapes' });
    expect(step).toHaveTextContent('Ouvrez votre application d’authentification');
    await user.click(within(step).getByRole('button', { name: 'Vérifier' }));
    expect(within(step).getByRole('alert')).toHaveTextContent('Saisissez le code à 6 chiffres de votre application d’authentification.');
    await user.click(within(step).getByRole('button', { name: 'Utiliser un code de récupération' }));
    expect(within(step).getByLabelText(/^Code de récupération/)).toHaveFocus();
  });

  it('registers in Spanish: the two roles one may take, the hints, and the sentence when the passwords differ', async () => {
    const user = userEvent.setup();
    await activateLanguage('es');
    const calls = stubFetch();
    renderForm(<RegisterForm />);
    expect(
      within(screen.getByLabelText(/^Rol/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona un rol', 'Inversor', 'Promotor']);
    expect(screen.getByLabelText(/^Número de teléfono/)).toHaveAccessibleDescription('Opcional. Solo te llamamos por temas de tu cuenta.');
    await user.type(screen.getByLabelText(/^Nombre/), 'Lucía');
    await user.type(screen.getByLabelText(/^Apellido/), 'Gómez');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'lucia@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'monsoon-veranda-42');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'monsoon-veranda-43');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');
    expect(screen.getByRole('link', { name: 'Inicia sesión' }).closest('p')).toHaveTextContent('¿Ya tienes una cuenta? Inicia sesión');
    expect(calls).toEqual([]);
  });
});

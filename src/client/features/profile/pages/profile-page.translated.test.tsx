import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackerProfile, ProposerProfile } from '../../../../shared/contracts/profile.ts';
import type { Role } from '../../../../shared/roles.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { ProfilePage } from './profile-page.tsx';

const BACKER: BackerProfile = {
  role: 'backer',
  name: 'Daniel Reyes',
  email: 'backer@sharestead.test',
  phone: null,
  location: 'Austin, TX',
  bio: null,
  avatar: '/uploads/avatars/0123456789abcdef01234567.webp',
  investment_preferences: { property_types: ['Residential', 'Mixed-Use'], investment_range: '$5,000 - $50,000', risk_tolerance: 'Moderate' },
};
const PROPOSER: ProposerProfile = {
  role: 'proposer',
  name: 'Rachel Nguyen',
  email: 'proposer@sharestead.test',
  phone: null,
  location: 'Seattle, WA',
  bio: null,
  avatar: null,
  company: 'Summit Ridge Developments',
  license_number: 'WA-RE-2013-048213',
  experience: 12,
  specialties: ['Multifamily residential'],
};

function renderPage(role: Role) {
  signInAs(role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfilePage role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('ProfilePage in French', { timeout: 20_000 }, () => {
  it("shows the backer's profile in French, the contract's choices translated and what they typed as it is", async () => {
    const user = userEvent.setup();
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, BACKER));
    renderPage('backer');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du profil');
    await user.click(await screen.findByRole('button', { name: 'Modifier le profil' }));
    // Back to the view: Annuler.
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(detail('Rôle')).toHaveTextContent('Investisseur');
    expect(detail('Téléphone')).toHaveTextContent('Non renseigné');
    expect(detail('Biographie')).toHaveTextContent('Pas encore de biographie');
    expect(detail('Emplacement')).toHaveTextContent('Austin, TX');
    expect(within(detail('Emplacement')).getByText('Austin, TX')).toHaveAttribute('translate', 'no');
    expect(detail('Types de biens préférés')).toHaveTextContent('RésidentielUsage mixte');
    expect(detail('Tolérance au risque')).toHaveTextContent('Modérée');
    expect(detail('Fourchette d’investissement')).toHaveTextContent('$5,000 - $50,000');
    expect(screen.getByRole('img', { name: 'Photo de profil de Daniel Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la photo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    const form = screen.getByRole('form', { name: 'Modifier le profil' });
    expect(within(form).getByRole('checkbox', { name: 'Résidentiel' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Industriel' })).not.toBeChecked();
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Non choisie', 'Faible', 'Modérée', 'Élevée']);
    expect(within(form).getByLabelText('Tolérance au risque')).toHaveValue('Moderate');
    expect(within(form).getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
  });

  it("shows the proposer's professional details in French, what they typed as it is", async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, PROPOSER));
    renderPage('proposer');
    await screen.findByRole('button', { name: 'Modifier le profil' });
    expect(detail('Rôle')).toHaveTextContent('Porteur de projet');
    expect(detail('Années d’expérience')).toHaveTextContent('12');
    expect(detail('Société')).toHaveTextContent('Summit Ridge Developments');
    expect(within(detail('Spécialités')).getByRole('list')).toHaveAttribute('translate', 'no');
  });
});

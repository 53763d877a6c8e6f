import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackerProfile, Profile, ProposerProfile } from '../../../../shared/contracts/profile.ts';
import type { Role } from '../../../../shared/roles.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { useAccountIdentity } from '../api/index.ts';
import { ProfilePage } from './profile-page.tsx';

const ADMIN: Profile = {
  role: 'admin',
  name: 'Sarah Mitchell',
  email: 'admin@sharestead.test',
  phone: '+1 (415) 555-0142',
  location: 'San Francisco, CA',
  bio: 'Platform operations lead.',
  avatar: null,
  email_verified: true,
  phone_verified: true,
};
const BACKER: BackerProfile = {
  role: 'backer',
  name: 'Daniel Reyes',
  email: 'backer@sharestead.test',
  phone: '+1 (512) 555-0178',
  location: 'Austin, TX',
  bio: 'Long-term rental income.',
  avatar: null,
  email_verified: true,
  phone_verified: true,
  investment_preferences: { property_types: ['Residential', 'Commercial'], investment_range: '$5,000 - $50,000', risk_tolerance: 'Moderate' },
};
const PROPOSER: ProposerProfile = {
  role: 'proposer',
  name: 'Rachel Nguyen',
  email: 'proposer@sharestead.test',
  phone: null,
  location: 'Seattle, WA',
  bio: null,
  avatar: null,
  email_verified: true,
  phone_verified: true,
  company: 'Summit Ridge Developments',
  license_number: 'WA-RE-2013-048213',
  experience: 12,
  specialties: ['Multifamily residential', 'Light industrial'],
};

/** The header's view of the same cache: what the user menu would show. */
function HeaderName() {
  const { name } = useAccountIdentity();
  return <p data-testid="header-name">{name}</p>;
}

function renderPage(role: Role) {
  signInAs(role, { id: `${role}-7`, name: 'Token Name' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderName />
        <ProfilePage role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const detailCell = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const detail = (term: string) => detailCell(term).textContent;

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('loads the saved profile: the admin in view mode with the Administrator label; the header has the token name until then', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage('admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Token Name');
    answer.resolve(jsonResponse(200, ADMIN));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', url: '/api/me/profile', body: undefined }]);
    expect(detail('Name')).toBe('Sarah Mitchell');
    expect(detail('Role')).toBe('Administrator');
    expect(detail('Email')).toBe('admin@sharestead.test');
    expect(detail('Phone')).toBe('+1 (415) 555-0142');
    expect(detail('Location')).toBe('San Francisco, CA');
    // The photo control is the avatar's one place: no detail row repeats it.
    expect(screen.getByRole('heading', { name: 'Profile photo' })).toBeInTheDocument();
    expect(screen.queryByText('Avatar', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail('Bio')).toBe('Platform operations lead.');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Sarah Mitchell');
    expect(screen.queryByText('Risk tolerance')).not.toBeInTheDocument();
    expect(screen.queryByText('Company')).not.toBeInTheDocument();
  });

  it('edits the backer profile: Cancel drops the edits; Save Changes sends the whole object, shows "Saving…", then "Profile saved" and the header updates', async () => {
    const user = userEvent.setup();
    const saved: BackerProfile = {
      ...BACKER,
      name: 'Dan Reyes',
      location: 'Denver, CO',
      investment_preferences: { property_types: ['Residential', 'Commercial', 'Mixed-Use'], investment_range: '$5,000 - $50,000', risk_tolerance: 'High' },
    };
    const put = deferred<Response>();
    const calls = stubFetch(jsonResponse(200, BACKER), put.promise);
    renderPage('backer');
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(detail('Role')).toBe('Backer');
    expect(detail('Preferred property types')).toBe('ResidentialCommercial');
    expect(detail('Investment range')).toBe('$5,000 - $50,000');
    expect(detail('Risk tolerance')).toBe('Moderate');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Risk tolerance')).toHaveValue('Moderate');
    for (const level of ['Low', 'Moderate', 'High']) expect(within(form).getByRole('option', { name: level })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Residential' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Mixed-Use' })).not.toBeChecked();
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Denver, CO');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Location')).toBe('Austin, TX');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Dan Reyes');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Denver, CO');
    await user.selectOptions(screen.getByLabelText('Risk tolerance'), 'High');
    await user.click(screen.getByRole('checkbox', { name: 'Mixed-Use' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/me/profile',
      body: {
        name: 'Dan Reyes',
        phone: '+1 (512) 555-0178',
        location: 'Denver, CO',
        bio: 'Long-term rental income.',
        investment_preferences: { property_types: ['Residential', 'Commercial', 'Mixed-Use'], investment_range: '$5,000 - $50,000', risk_tolerance: 'High' },
      },
    });
    put.resolve(jsonResponse(200, saved));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Profile saved')).toBe(true);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(detail('Location')).toBe('Denver, CO');
    expect(detail('Risk tolerance')).toBe('High');
    expect(detail('Preferred property types')).toBe('ResidentialCommercialMixed-Use');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Dan Reyes');
  });

  it('checks the form with the shared contract before sending: a blank name is refused by the field, nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(jsonResponse(200, ADMIN));
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(name).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it("shows a 422's sentences by their fields, an item of a list by the list, and keeps the edits", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      jsonResponse(200, PROPOSER),
      errorResponse(422, 'The profile has problems.', 'invalid_request', [
        { field: 'license_number', message: 'License number is already registered.' },
        { field: 'specialties.1', message: 'Specialty contains characters that cannot be stored.' },
      ]),
    );
    renderPage('proposer');
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(detail('Company')).toBe('Summit Ridge Developments');
    expect(detail('Years of experience')).toBe('12');
    expect(detail('Phone')).toBe('Not given');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '14');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('License number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('License number')).toHaveAccessibleDescription('License number is already registered.');
    expect(screen.getByLabelText('License number')).toHaveFocus();
    expect(screen.getByLabelText('Specialties')).toHaveAccessibleDescription(
      'Separate specialties with commas. Specialty contains characters that cannot be stored.',
    );
    expect(screen.getByLabelText('Years of experience')).toHaveValue(14);
    expect(calls[1]?.body).toEqual({
      name: 'Rachel Nguyen',
      phone: null,
      location: 'Seattle, WA',
      bio: null,
      company: 'Summit Ridge Developments',
      license_number: 'WA-RE-2013-048213',
      experience: 14,
      specialties: ['Multifamily residential', 'Light industrial'],
    });
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    stubFetch(errorResponse(500, 'Something went wrong.', 'internal'));
    renderPage('backer');
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
  });
});

describe('ProfilePage in French', { timeout: 20_000 }, () => {
  // A backer who left phone and bio empty and uploaded a photo: the French placeholders and photo labels show.
  const BACKER_WITH_PHOTO: BackerProfile = {
    ...BACKER,
    phone: null,
    bio: null,
    avatar: '/uploads/avatars/0123456789abcdef01234567.webp',
    investment_preferences: { ...BACKER.investment_preferences, property_types: ['Residential', 'Mixed-Use'] },
  };

  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it("shows the backer's profile in French, the contract's choices translated and what they typed as it is", async () => {
    const user = userEvent.setup();
    stubFetch(jsonResponse(200, BACKER_WITH_PHOTO));
    renderPage('backer');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du profil');
    await user.click(await screen.findByRole('button', { name: 'Modifier le profil' }));
    // Back to the view: Annuler.
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(detailCell('Rôle')).toHaveTextContent('Investisseur');
    expect(detailCell('Téléphone')).toHaveTextContent('Non renseigné');
    expect(detailCell('Biographie')).toHaveTextContent('Pas encore de biographie');
    expect(detailCell('Emplacement')).toHaveTextContent('Austin, TX');
    expect(within(detailCell('Emplacement')).getByText('Austin, TX')).toHaveAttribute('translate', 'no');
    expect(detailCell('Types de biens préférés')).toHaveTextContent('RésidentielUsage mixte');
    expect(detailCell('Tolérance au risque')).toHaveTextContent('Modérée');
    expect(detailCell('Fourchette d’investissement')).toHaveTextContent('$5,000 - $50,000');
    expect(screen.getByRole('img', { name: 'Photo de profil de Daniel Reyes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la photo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    const form = screen.getByRole('form', { name: 'Modifier le profil' });
    expect(within(form).getByRole('checkbox', { name: 'Résidentiel' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Industriel' })).not.toBeChecked();
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Non choisie', 'Faible', 'Modérée', 'Élevée']);
    expect(within(form).getByLabelText('Tolérance au risque')).toHaveValue('Moderate');
    expect(within(form).getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
  });

  it("shows the proposer's professional details in French, what they typed as it is", async () => {
    stubFetch(jsonResponse(200, PROPOSER));
    renderPage('proposer');
    await screen.findByRole('button', { name: 'Modifier le profil' });
    expect(detailCell('Rôle')).toHaveTextContent('Porteur de projet');
    expect(detailCell('Années d’expérience')).toHaveTextContent('12');
    expect(detailCell('Société')).toHaveTextContent('Summit Ridge Developments');
    expect(within(detailCell('Spécialités')).getByRole('list')).toHaveAttribute('translate', 'no');
  });
});

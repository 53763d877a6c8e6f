import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './profile-page.tsx';
import { renderPage } from './test-utils.tsx';

vi.mock('../../auth/hooks/use-session.ts', () => ({ useSession: () => null }));

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('shows the admin profile in view mode with the Administrator label', async () => {
    renderPage(<ProfilePage role="admin" />);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detail('Name')).toBe('Sarah Mitchell');
    expect(detail('Role')).toBe('Administrator');
    expect(detail('Email')).toBe('sarah.mitchell@sharestead.com');
    expect(detail('Phone')).toBe('+1 (415) 555-0142');
    expect(detail('Location')).toBe('San Francisco, CA');
    expect(detail('Bio')).toMatch(/^Platform operations lead/);
    expect(screen.queryByText('Risk tolerance')).not.toBeInTheDocument();
    expect(screen.queryByText('Company')).not.toBeInTheDocument();
  });

  it('shows the backer preferences and edits them: Cancel drops the edits, Save Changes shows them', async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePage role="backer" />);
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(detail('Role')).toBe('Backer');
    expect(detail('Preferred property types')).toBe('ResidentialCommercialIndustrial');
    expect(detail('Investment range')).toBe('$5,000 - $50,000');
    expect(detail('Risk tolerance')).toBe('Moderate');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByText('Risk tolerance', { selector: 'dt' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText('Risk tolerance')).toHaveValue('Moderate');
    expect(within(form).getByRole('option', { name: 'Low' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'High' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Investment range')).toHaveValue('$5,000 - $50,000');
    expect(within(form).getByRole('checkbox', { name: 'Residential' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Mixed-Use' })).not.toBeChecked();

    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Denver, CO');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Location')).toBe('Austin, TX');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Denver, CO');
    await user.selectOptions(screen.getByLabelText('Risk tolerance'), 'High');
    await user.click(screen.getByRole('checkbox', { name: 'Mixed-Use' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(detail('Location')).toBe('Denver, CO');
    expect(detail('Risk tolerance')).toBe('High');
    expect(detail('Preferred property types')).toBe('ResidentialCommercialIndustrialMixed-Use');
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated for this session');
  });

  it('shows the proposer company, license number, experience and specialties', async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePage role="proposer" />);
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(detail('Company')).toBe('Summit Ridge Developments');
    expect(detail('License number')).toBe('WA-RE-2013-048213');
    expect(detail('Years of experience')).toBe('12');
    expect(detail('Specialties')).toBe('Multifamily residentialMixed-use redevelopmentLight industrial');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Years of experience')).toHaveValue(12);
    await user.clear(screen.getByLabelText('Specialties'));
    await user.type(screen.getByLabelText('Specialties'), 'Student housing, , Retail');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(detail('Specialties')).toBe('Student housingRetail');
  });
});

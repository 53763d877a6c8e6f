import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from './settings-page.tsx';
import { renderPage } from './test-utils.tsx';

const switches = () =>
  Object.fromEntries(screen.getAllByRole('switch').map((s) => [s.getAttribute('aria-labelledby') && s.ownerDocument.getElementById(s.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent, s.getAttribute('aria-checked')]));

async function expectPreferences(language: string, timezone: string, theme: string) {
  expect(await screen.findByLabelText('Language')).toHaveValue(language);
  expect(screen.getByLabelText('Timezone')).toHaveValue(timezone);
  expect(screen.getByLabelText('Theme')).toHaveValue(theme);
  const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.value);
  expect(options('Language')).toEqual(['en', 'es', 'fr']);
  expect(options('Timezone')).toEqual(['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1']);
  expect(options('Theme')).toEqual(['light', 'dark', 'system']);
}

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('admin: notifications and two-factor toggles, preferences, no limits', async () => {
    renderPage(<SettingsPage role="admin" />);
    await expectPreferences('en', 'UTC-8', 'system');
    expect(switches()).toEqual({ 'Email notifications': 'true', 'SMS notifications': 'false', 'Two-factor authentication': 'true' });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('backer: alerts, auto-invest and the 5000 / 50000 limits', async () => {
    renderPage(<SettingsPage role="backer" />);
    await expectPreferences('en', 'UTC-5', 'light');
    expect(switches()).toEqual({
      'Email notifications': 'true',
      'SMS notifications': 'true',
      'Investment alerts': 'true',
      'Auto-invest': 'false',
    });
    expect(screen.getByLabelText('Minimum investment ($)')).toHaveValue(5000);
    expect(screen.getByLabelText('Maximum investment ($)')).toHaveValue(50000);
  });

  it('proposer: deal alerts, auto-publish and the 10000 / 1000000 limits; controls respond', async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage role="proposer" />);
    await expectPreferences('en', 'UTC-8', 'system');
    expect(switches()).toEqual({
      'Email notifications': 'true',
      'SMS notifications': 'false',
      'Deal alerts': 'true',
      'Auto-publish': 'false',
    });
    expect(screen.getByLabelText('Minimum investment required ($)')).toHaveValue(10000);
    expect(screen.getByLabelText('Maximum funding goal ($)')).toHaveValue(1000000);

    await user.click(screen.getByRole('switch', { name: 'Auto-publish' }));
    expect(screen.getByRole('switch', { name: 'Auto-publish' })).toHaveAttribute('aria-checked', 'true');
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(screen.getByLabelText('Theme')).toHaveValue('dark');
    expect(screen.getByText(/settings are not saved yet/)).toBeInTheDocument();
  });
});

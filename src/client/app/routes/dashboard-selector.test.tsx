import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n.ts';
import { signInAs, signOut } from '../../test/session-stub.ts';
import DashboardSelectorRoute from './dashboard-selector.tsx';

function renderSelector() {
  render(
    <MemoryRouter>
      <DashboardSelectorRoute />
    </MemoryRouter>,
  );
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

afterEach(async () => {
  signOut();
  await activateLanguage('en');
});

describe('DashboardSelectorRoute', () => {
  it('names each role as the sign-in form does', () => {
    signInAs('backer');
    expect(renderSelector()).toEqual(['Admin', 'Backer', 'Proposer']);
    expect(screen.getByText(/You are signed in as backer\./)).toBeInTheDocument();
  });

  it('names each role in Spanish', async () => {
    await activateLanguage('es');
    expect(renderSelector()).toEqual(['Administrador', 'Inversor', 'Promotor']);
  });
});

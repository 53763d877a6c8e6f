import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { AppErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('a page that cannot draw');
}

describe('AppErrorBoundary', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('draws its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>The page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('replaces a page that throws with a way on: reload, or back to the home page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says it in the interface’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await activateLanguage('fr');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' })).toBeInTheDocument();
  });
});

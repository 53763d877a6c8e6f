import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '../../../shared/contracts/properties.ts';
import { makeProperty } from '../../features/properties/lib/test-fixtures.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import ContactRoute from './contact.tsx';
import HomeRoute from './home.tsx';
import PropertiesRoute from './properties.tsx';
import PropertyDetailRoute from './property-detail.tsx';

function renderPage(page: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/properties/:id" element={page} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function listing(...items: PropertySummary[]) {
  return jsonResponse(200, { total: items.length, page: 1, page_size: 24, total_capped: false, items });
}

const {
  description: _d,
  features: _f,
  year_built: _y,
  location_description: _l,
  agent: _a,
  ...villa
} = makeProperty({
  id: 'sea-breeze-villa-anjuna',
  title: 'Sea Breeze Villa',
  location: 'Anjuna, Goa',
  type: 'Apartment',
  price: 4_50_00_000_00,
  area_sqft: 4200,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('the public pages in French', () => {
  it('home: translated sections, the minimum in French figures, product names as they are', async () => {
    await activateLanguage('fr');
    renderPage(<HomeRoute />);
    expect(screen.getByText('Pourquoi choisir Sharestead')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Investir dans l’immobilier sans les obstacles habituels' })).toBeInTheDocument();
    // 25 000 ₹: a narrow no-break space between thousands, a no-break space before the sign.
    const minimum = screen.getByText(/^Commencez à investir dès/);
    expect(minimum.textContent).toBe('Commencez à investir dès 25\u202f000\u00a0₹');
    expect(minimum.querySelector('strong')).toHaveTextContent('25 000 ₹');
    expect(screen.getByRole('heading', { name: "Buy 'N' Hold" })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'De combien ai-je besoin pour commencer à investir\u00a0?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Créer votre compte' })).toHaveAttribute('href', '/register');
  });

  it('properties: count, filters and cards in French; the values sent to the API stay the same', async () => {
    const calls = stubFetch(listing(villa, { ...villa, id: 'second', title: 'Second Home' }));
    await activateLanguage('fr');
    renderPage(<PropertiesRoute />);
    expect(await screen.findByText('2 biens trouvés')).toHaveAttribute('role', 'status');
    expect(calls[0]?.url).toContain('sort=featured');

    const sort = screen.getByLabelText('Trier');
    expect(within(sort).getByRole('option', { name: 'Prix\u00a0: croissant' })).toHaveValue('price-asc');
    const type = screen.getByLabelText('Type');
    expect(within(type).getByRole('option', { name: 'Appartement' })).toHaveValue('apartment');
    const minimum = screen.getByLabelText('Prix minimum');
    expect(within(minimum).getByRole('option', { name: 'Pas de minimum' })).toHaveValue('');
    expect(within(minimum).getByRole('option', { name: '100\u202f000\u00a0₹' })).toHaveValue('100000');

    const [card] = screen.getAllByRole('article');
    expect(within(card!).getByText('Appartement')).toBeInTheDocument();
    expect(within(card!).getByText('₹4,5 Cr')).toBeInTheDocument();
    expect(within(card!).getByText(/pi²$/).textContent).toBe('4\u202f200 pi²');
    expect(within(card!).getByRole('link', { name: 'Sea Breeze Villa' })).toHaveAttribute('translate', 'no');
    expect(within(card!).getByText('Anjuna, Goa').closest('[translate="no"]')).not.toBeNull();
  });

  it('a property: facts, tabs and gallery in French; the listing and its agent as written', async () => {
    const property = makeProperty({
      id: 'sea-breeze-villa-anjuna',
      title: 'Sea Breeze Villa',
      type: 'Villa',
      price: 4_50_00_000_00,
      images: ['/images/properties/sea-breeze-villa-anjuna/1.webp', '/images/properties/sea-breeze-villa-anjuna/2.webp'],
    });
    stubFetch(jsonResponse(200, { property, deal: null }));
    await activateLanguage('fr');
    renderPage(<PropertyDetailRoute />, '/properties/sea-breeze-villa-anjuna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Villa' })).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Valeur du bien')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la galerie\u00a0: 2 photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la photo 2\u00a0: Sea Breeze Villa, piscine et terrasse' })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('tab', { name: 'Vue d’ensemble' })).toHaveAttribute('aria-selected', 'true');
    // The full price in French figures: 45 000 000 ₹ (4.5 crore).
    expect(screen.getByText('Prix').nextElementSibling?.textContent).toBe('45\u202f000\u202f000\u00a0₹ (₹4,5 Cr)');
    expect(screen.getByText('Test Agent').closest('[translate="no"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Se renseigner sur ce bien' })).toBeInTheDocument();
  });
});

describe('the public pages in Spanish', () => {
  it('properties: one result in the singular, the heading and the search box in Spanish', async () => {
    stubFetch(listing(villa));
    await activateLanguage('es');
    renderPage(<PropertiesRoute />);
    expect(await screen.findByText('1 propiedad encontrada')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Propiedades' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nombre o ciudad')).toBeInTheDocument();
  });

  it('contact: headings, form labels and business hours in Spanish; the address as written', async () => {
    await activateLanguage('es');
    renderPage(<ContactRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.getByText('Lunes - viernes').nextElementSibling).toHaveTextContent('9:00 - 18:00');
    expect(screen.getByText('4th Floor, Prestige Meridian, MG Road')).toHaveAttribute('translate', 'no');
  });
});

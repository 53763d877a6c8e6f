import type { Property } from '../../../../shared/contracts/properties.ts';

/** A listing as the API answers it, for component tests; `overrides` sets what a test cares about. */
export function makeProperty(overrides: Partial<Property> & Pick<Property, 'id'>): Property {
  return {
    title: `Listing ${overrides.id}`,
    description: 'A well-kept home.',
    price: 1_00_00_000_00,
    currency: 'INR',
    location: 'Somewhere, India',
    type: 'Apartment',
    area_sqft: 1000,
    images: [`/images/properties/${overrides.id}/1.webp`],
    features: ['Parking'],
    year_built: 2020,
    is_new: false,
    featured: false,
    location_description: 'A quiet neighbourhood.',
    agent: {
      name: 'Test Agent',
      email: 'agent@sharestead.in',
      phone: '+91 00000 00000',
      company: 'Sharestead',
      photo: '/images/agents/test-agent.webp',
    },
    bedrooms: 2,
    bathrooms: 2,
    listed_at: '2025-01-01T04:30:00.000Z',
    deal: null,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../../../../shared/contracts/property.ts';
import { propertySchema } from '../../../../shared/contracts/property-schema.ts';
import { parsePriceText } from '../lib/price.ts';
import { SAMPLE_PROPERTIES } from './sample-properties.ts';

const city = (location: string): string => location.split(',').at(-1)!.trim();

describe('SAMPLE_PROPERTIES', () => {
  it('every entry passes the schema', () => {
    for (const property of SAMPLE_PROPERTIES) {
      const result = propertySchema.safeParse(property);
      expect(result.success, `${property.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('has at least 14 listings with unique ids', () => {
    expect(SAMPLE_PROPERTIES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(SAMPLE_PROPERTIES.map((property) => property.id)).size).toBe(SAMPLE_PROPERTIES.length);
  });

  it('covers every property type', () => {
    expect(new Set(SAMPLE_PROPERTIES.map((property) => property.type))).toEqual(new Set(PROPERTY_TYPES));
  });

  it('spans at least seven cities or regions', () => {
    expect(new Set(SAMPLE_PROPERTIES.map((property) => city(property.location))).size).toBeGreaterThanOrEqual(7);
  });

  it('has readable prices, some in lakh and some in crore, a couple under 50 L', () => {
    const prices = SAMPLE_PROPERTIES.map((property) => parsePriceText(property.price));
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(SAMPLE_PROPERTIES.some((property) => / L$/.test(property.price))).toBe(true);
    expect(SAMPLE_PROPERTIES.some((property) => / Cr$/.test(property.price))).toBe(true);
    expect(prices.filter((price) => price <= 5_000_000).length).toBeGreaterThanOrEqual(2);
  });

  it('marks five or six listings as featured', () => {
    const featured = SAMPLE_PROPERTIES.filter((property) => property.featured).length;
    expect(featured).toBeGreaterThanOrEqual(5);
    expect(featured).toBeLessThanOrEqual(6);
  });

  it('gives each listing 3 to 10 images under its own folder, two with more than 5', () => {
    for (const property of SAMPLE_PROPERTIES) {
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      expect(property.images.length).toBeLessThanOrEqual(10);
      property.images.forEach((url, index) => {
        expect(url).toBe(`/images/properties/${property.id}/${index + 1}.webp`);
      });
    }
    expect(SAMPLE_PROPERTIES.filter((property) => property.images.length > 5).length).toBeGreaterThanOrEqual(2);
  });

  it('has 5 to 8 features per listing', () => {
    for (const property of SAMPLE_PROPERTIES) {
      expect(property.features.length, property.id).toBeGreaterThanOrEqual(5);
      expect(property.features.length, property.id).toBeLessThanOrEqual(8);
    }
  });

  it('reuses four or five agents, each with a portrait path', () => {
    const agents = new Map(SAMPLE_PROPERTIES.map((property) => [property.agent.email, property.agent]));
    expect(agents.size).toBeGreaterThanOrEqual(4);
    expect(agents.size).toBeLessThanOrEqual(5);
    for (const agent of agents.values()) expect(agent.photo).toMatch(/^\/images\/agents\/[a-z-]+\.webp$/);
  });

  it('has no placeholder copy', () => {
    const text = JSON.stringify(SAMPLE_PROPERTIES).toLowerCase();
    expect(text).not.toContain('lorem');
    expect(text).not.toContain('ipsum');
  });
});

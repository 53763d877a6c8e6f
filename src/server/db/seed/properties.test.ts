import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../../../shared/contracts/property.ts';
import { SAMPLE_PROPERTIES } from './properties.ts';

const city = (location: string): string => location.split(',').at(-1)!.trim();
const LAKH_IN_PAISE = 100_000n * 100n;
const CRORE_IN_PAISE = 100n * LAKH_IN_PAISE;
const publicFolder = path.resolve(import.meta.dirname, '../../../../public');

describe('the sample listings', () => {
  it('has at least 14 listings with unique lower-case slug ids', () => {
    expect(SAMPLE_PROPERTIES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(SAMPLE_PROPERTIES.map((property) => property.id)).size).toBe(SAMPLE_PROPERTIES.length);
    for (const property of SAMPLE_PROPERTIES) expect(property.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('covers every property type', () => {
    expect(new Set(SAMPLE_PROPERTIES.map((property) => property.type))).toEqual(new Set(PROPERTY_TYPES));
  });

  it('spans at least seven cities or regions', () => {
    expect(new Set(SAMPLE_PROPERTIES.map((property) => city(property.location))).size).toBeGreaterThanOrEqual(7);
  });

  it('prices in whole rupees (paise multiples of 100), some in lakh and some in crore, a couple up to 50 L', () => {
    const prices = SAMPLE_PROPERTIES.map((property) => property.price);
    for (const price of prices) expect(price % 100n).toBe(0n);
    expect(prices.some((price) => price < CRORE_IN_PAISE)).toBe(true);
    expect(prices.some((price) => price >= CRORE_IN_PAISE)).toBe(true);
    expect(prices.filter((price) => price <= 50n * LAKH_IN_PAISE).length).toBeGreaterThanOrEqual(2);
    for (const property of SAMPLE_PROPERTIES) expect(property.currency).toBe('INR');
  });

  it('marks five or six listings as featured', () => {
    const featured = SAMPLE_PROPERTIES.filter((property) => property.featured).length;
    expect(featured).toBeGreaterThanOrEqual(5);
    expect(featured).toBeLessThanOrEqual(6);
  });

  it('gives each listing 3 to 10 photos in its own folder, each in public/ at 1200 and 640 px', () => {
    for (const property of SAMPLE_PROPERTIES) {
      const { images } = property;
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(10);
      images.forEach((url, index) => {
        expect(url).toBe(`/images/properties/${property.id}/${index + 1}.webp`);
        expect(existsSync(path.join(publicFolder, url)), url).toBe(true);
        expect(existsSync(path.join(publicFolder, url.replace('.webp', '-640.webp'))), url).toBe(true);
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

  it('reuses four or five agents, each with a portrait in public/', () => {
    const agents = new Map(SAMPLE_PROPERTIES.map((property) => [property.agent.email, property.agent]));
    expect(agents.size).toBeGreaterThanOrEqual(4);
    expect(agents.size).toBeLessThanOrEqual(5);
    for (const agent of agents.values()) {
      expect(agent.photo).toMatch(/^\/images\/agents\/[a-z-]+\.webp$/);
      expect(existsSync(path.join(publicFolder, agent.photo ?? ''))).toBe(true);
    }
  });

  it('has no placeholder copy', () => {
    const text = JSON.stringify(SAMPLE_PROPERTIES, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)).toLowerCase();
    expect(text).not.toContain('lorem');
    expect(text).not.toContain('ipsum');
  });
});

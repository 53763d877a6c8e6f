import { describe, expect, it } from 'vitest';
import { photoAlt, photoLabel, photoSceneFor } from './photo-scenes.ts';

describe('photo scenes', () => {
  it('opens every gallery with the exterior', () => {
    for (const type of ['Villa', 'Apartment', 'Townhouse', 'House', 'Cottage'] as const) {
      expect(photoSceneFor(type, 0)).toBe('exterior');
    }
  });

  it('gives villas a pool shot second', () => {
    expect(photoSceneFor('Villa', 1)).toBe('pool');
    expect(photoSceneFor('Apartment', 1)).toBe('living');
  });

  it('repeats the sequence beyond its length', () => {
    expect(photoSceneFor('House', 10)).toBe(photoSceneFor('House', 0));
  });

  it('builds alt text and labels', () => {
    expect(photoAlt('Sea Breeze Villa', 'Villa', 3)).toBe('Sea Breeze Villa, kitchen');
    expect(photoLabel('Cottage', 3)).toBe('Balcony and view');
  });
});

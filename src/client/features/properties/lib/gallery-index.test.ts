import { describe, expect, it } from 'vitest';
import { counterText, thumbnailSplit, wrapIndex } from './gallery-index.ts';

describe('wrapIndex', () => {
  it('moves forward and back', () => {
    expect(wrapIndex(2, 1, 8)).toBe(3);
    expect(wrapIndex(2, -1, 8)).toBe(1);
  });
  it('wraps past the last photo to the first and back', () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
  });
  it('stays put in a gallery of one and copes with none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe('thumbnailSplit', () => {
  it('shows the first five and counts the rest', () => {
    expect(thumbnailSplit(8)).toEqual({ shown: 5, more: 3 });
    expect(thumbnailSplit(5)).toEqual({ shown: 5, more: 0 });
    expect(thumbnailSplit(3)).toEqual({ shown: 3, more: 0 });
  });
});

describe('counterText', () => {
  it('is 1-based', () => {
    expect(counterText(2, 8)).toBe('3 / 8');
  });
});

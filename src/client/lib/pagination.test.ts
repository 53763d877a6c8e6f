import { describe, expect, it } from 'vitest';
import { clampPage, getPageCount, getPageItems, getPageWindow } from './pagination.ts';

describe('getPageCount', () => {
  it('rounds partial pages up', () => {
    expect(getPageCount(12, 5)).toBe(3);
    expect(getPageCount(10, 5)).toBe(2);
    expect(getPageCount(1, 5)).toBe(1);
  });

  it('keeps one page for an empty list and a nonsense page size', () => {
    expect(getPageCount(0, 5)).toBe(1);
    expect(getPageCount(10, 0)).toBe(1);
    expect(getPageCount(10, Number.NaN)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-3, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(3, 4)).toBe(3);
  });

  it('treats fractions and non-numbers sensibly', () => {
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('getPageWindow', () => {
  it('gives the slice and the "Showing X to Y of Z" numbers', () => {
    expect(getPageWindow(1, 5, 12)).toEqual({ startIndex: 0, endIndex: 5, from: 1, to: 5, total: 12 });
    expect(getPageWindow(3, 5, 12)).toEqual({ startIndex: 10, endIndex: 12, from: 11, to: 12, total: 12 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(getPageWindow(7, 5, 12)).toMatchObject({ from: 11, to: 12 });
  });

  it('shows 0 to 0 of 0 for an empty list', () => {
    expect(getPageWindow(1, 5, 0)).toEqual({ startIndex: 0, endIndex: 0, from: 0, to: 0, total: 0 });
  });
});

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses on both sides in the middle: 1 … 4 5 6 … 10', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
  });

  it('has only an end ellipsis near the start', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('has only a start ellipsis near the end', () => {
    expect(getPageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(getPageItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let current = 1; current <= 12; current += 1) {
      const items = getPageItems(current, 12);
      items.forEach((item, index) => {
        if (typeof item === 'string') {
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        }
      });
    }
  });

  it('keeps the same number of buttons as the user pages through, and always shows the current page', () => {
    for (let current = 1; current <= 20; current += 1) {
      const items = getPageItems(current, 20);
      expect(items).toHaveLength(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(20);
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(getPageItems(99, 10)).toEqual(getPageItems(10, 10));
  });
});

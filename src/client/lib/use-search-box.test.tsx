import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchBox } from './use-search-box.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook with the URL's search as a prop that `write` changes, as a page's router would. */
function renderSearchBox(initial: string) {
  const writes: string[] = [];
  const view = renderHook(
    ({ search }: { search: string }) =>
      useSearchBox(search, (text) => {
        writes.push(text);
        view.rerender({ search: text.trim() });
      }),
    { initialProps: { search: initial } },
  );
  return { view, writes };
}

describe('useSearchBox', () => {
  it('shows every keystroke at once and writes once typing pauses', () => {
    const { view, writes } = renderSearchBox('');
    act(() => view.result.current[1]('G'));
    act(() => vi.advanceTimersByTime(200));
    act(() => view.result.current[1]('Go'));
    act(() => view.result.current[1]('Goa '));
    expect(view.result.current[0]).toBe('Goa ');
    expect(writes).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual(['Goa ']);
    // What is in the URL already is not written again.
    act(() => view.result.current[1]('Goa'));
    act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual(['Goa ']);
  });

  it('keeps the pause when the page renders again for another reason', () => {
    const { view, writes } = renderSearchBox('');
    act(() => view.result.current[1]('Pune'));
    act(() => vi.advanceTimersByTime(200));
    view.rerender({ search: '' });
    act(() => vi.advanceTimersByTime(100));
    expect(writes).toEqual(['Pune']);
  });

  it('takes a search changed elsewhere (Back, Reset Filters, a link) into the box', () => {
    const { view, writes } = renderSearchBox('pune');
    expect(view.result.current[0]).toBe('pune');
    view.rerender({ search: 'goa' });
    expect(view.result.current[0]).toBe('goa');
    view.rerender({ search: '' });
    expect(view.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(writes).toEqual([]);
  });

  it('drops the pause when the person follows a link before it ends', () => {
    window.history.replaceState(null, '', '/properties');
    const { view, writes } = renderSearchBox('');
    act(() => view.result.current[1]('Banyan'));
    act(() => vi.advanceTimersByTime(100));
    // A card's link: the URL moves at once, while this page stays mounted until the next one loads.
    window.history.pushState(null, '', '/properties/p-1');
    act(() => vi.advanceTimersByTime(300));
    expect(writes).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});

import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box tied to the `search` the URL holds. The box answers every keystroke; `write` (which
 * puts the trimmed text in the URL, and so starts the query) follows once typing pauses. Only a
 * change from elsewhere (Back, Reset Filters, a shared link) overwrites what is in the box. A pause
 * that ends after the person has followed a link is dropped: the next page may still be loading
 * (the router keeps this one on screen meanwhile), and writing the search would take them back.
 */
export function useSearchBox(search: string, write: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const written = useRef(search);
  // The latest `write` without restarting the pause on every render of the page.
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== typedOn) return;
      written.current = text.trim();
      writeRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  return [text, setText];
}

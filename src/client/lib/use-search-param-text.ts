import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withListParam } from './list-params.ts';

/** How long typing pauses before the URL (and the query) follow the box. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box bound to one key of the URL query: the box answers every keystroke, the URL
 * follows once typing pauses (replacing the history entry, so Back leaves the page instead of
 * undoing letters), and a change from elsewhere (Back, a reset, a link) overwrites the box.
 * `reset` empties the box at once, for the caller that clears the URL itself.
 */
export function useSearchParamText(key: string): { text: string; setText: (text: string) => void; reset: () => void } {
  const [params, setParams] = useSearchParams();
  const current = (params.get(key) ?? '').trim();
  const [text, setText] = useState(current);
  const written = useRef(current);

  useEffect(() => {
    if (current !== written.current) {
      written.current = current;
      setText(current);
    }
  }, [current]);

  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => {
      written.current = text.trim();
      setParams((latest) => withListParam(latest, key, text), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, current, key, setParams]);

  const reset = () => {
    written.current = '';
    setText('');
  };
  return { text, setText, reset };
}

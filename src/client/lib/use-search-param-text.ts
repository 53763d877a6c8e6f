import { withListParam } from './list-params.ts';
import { useSearchBox } from './use-search-box.ts';
import { useQueryParams } from './use-query-params.ts';

/**
 * A search box bound to one key of the URL query (`useSearchBox`), the URL following with its
 * history entry replaced, so Back leaves the page instead of undoing letters. `reset` empties the
 * box at once, for the caller that clears the URL itself.
 */
export function useSearchParamText(key: string): { text: string; setText: (text: string) => void; reset: () => void } {
  const [params, setParams] = useQueryParams();
  const [text, setText] = useSearchBox((params.get(key) ?? '').trim(), (typed) => setParams((latest) => withListParam(latest, key, typed), { replace: true }));
  return { text, setText, reset: () => setText('') };
}

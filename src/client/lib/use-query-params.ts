import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type NextParams = URLSearchParams | ((latest: URLSearchParams) => URLSearchParams);

/**
 * useSearchParams, except that an update given as a function receives the query as last asked
 * for, not as of the last render. React Router hands such a function the params of the render
 * that made it, so two changes before the next render (two filters chosen in quick succession, a
 * search box's delayed write after a filter) kept only the second.
 */
export function useQueryParams(): [URLSearchParams, (next: NextParams, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef({ rendered: params.toString(), latest: params });
  // A new query arrived (a change committed, Back, a link): it is the latest from now on.
  if (asked.current.rendered !== params.toString()) asked.current = { rendered: params.toString(), latest: params };
  const update = useCallback(
    (next: NextParams, options?: NavigateOptions) => {
      const latest = typeof next === 'function' ? next(new URLSearchParams(asked.current.latest)) : next;
      asked.current.latest = latest;
      setParams(latest, options);
    },
    [setParams],
  );
  return [params, update];
}

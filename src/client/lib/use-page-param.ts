import { useRef, type RefObject } from 'react';
import { readPageParam, withListParam } from './list-params.ts';
import { useQueryParams } from './use-query-params.ts';

/**
 * A paged list's page, kept in the URL query (`?page=2`), and a way to another page that brings
 * the list (`panel`) back into view, as the pager sits below it.
 */
export function usePageParam(): { page: number; panel: RefObject<HTMLElement | null>; goToPage: (page: number) => void } {
  const [params, setParams] = useQueryParams();
  const panel = useRef<HTMLElement>(null);
  const goToPage = (next: number) => {
    setParams((current) => withListParam(current, 'page', String(next)));
    panel.current?.scrollIntoView?.({ block: 'start' });
  };
  return { page: readPageParam(params), panel, goToPage };
}

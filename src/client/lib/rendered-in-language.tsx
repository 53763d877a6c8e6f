import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './i18n.ts';

/**
 * Everything below renders again, from scratch, when the language changes: text, numbers and
 * dates are made with `t` and Intl during render, and no component subscribes on its own.
 * app/providers.tsx puts it below the query cache, so nothing is fetched again.
 */
export function RenderedInLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n, pseudoMarked } from './i18n.ts';

/**
 * A message with elements inside, numbered tags in the English id:
 * `<Trans id="Read the <0>whitepaper</0> first." components={{ 0: <a href={...} /> }} />`.
 * Lingui's own, bound to the app's one i18n instance, so no provider is needed (the tree
 * re-renders on a change of language anyway: app/providers.tsx).
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} values={props.values && pseudoMarked(props.values)} lingui={{ i18n }} />;
}

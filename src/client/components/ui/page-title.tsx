import { BRAND } from '../../config/env.ts';

/** The document title `<Page> | Sharestead` (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string | undefined }) {
  return <title>{title ? `${title} | ${BRAND}` : BRAND}</title>;
}

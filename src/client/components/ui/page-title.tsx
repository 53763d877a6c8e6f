import { BRAND } from '../../config/env.ts';
import { t } from '../../lib/i18n.ts';

/** The document title `<Page> | Sharestead` (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string | undefined }) {
  return <title>{title ? t('{page} | {brand}', { page: title, brand: BRAND }) : BRAND}</title>;
}

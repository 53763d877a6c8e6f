import { Link, type To } from 'react-router';

export interface FilterLink {
  label: string;
  to: To;
  selected: boolean;
}

// Literal class names, so Tailwind finds them.
const SEGMENTS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

/**
 * A list's filters as links (in the URL, so Back and a shared link keep them), the chosen one
 * marked as the current page. Equal segments on a phone, so up to four fit one row at 390 px.
 */
export function FilterLinks({ label, links, onFollow }: { label: string; links: FilterLink[]; onFollow?: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className={`grid ${SEGMENTS[links.length] ?? 'grid-cols-2'} gap-1.5 sm:flex sm:flex-wrap sm:gap-2`}>
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              aria-current={link.selected ? 'page' : undefined}
              onClick={onFollow}
              className={`flex min-h-11 w-full items-center justify-center rounded-lg px-2 text-sm font-semibold ring-1 ring-inset transition-colors sm:min-h-10 sm:px-4 ${
                link.selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

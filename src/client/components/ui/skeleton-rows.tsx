export interface SkeletonRowsProps {
  rows: number;
  columns: number;
}

// Fixed widths per column so the skeleton looks like text, not a grid of identical bars.
const WIDTHS = ['w-20', 'w-40', 'w-28', 'w-16', 'w-24'];

/** Placeholder table rows while data loads; hidden from screen readers (the table says busy). */
export function SkeletonRows({ rows, columns }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-4 py-3.5">
              <div className={`h-4 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${WIDTHS[column % WIDTHS.length]}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

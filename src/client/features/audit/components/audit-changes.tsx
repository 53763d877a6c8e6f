import { changesOf } from '../lib/audit-text.ts';

/** What an event changed, one field a line: "Status: awaiting_funds → confirmed". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <p className="text-slate-600">No details recorded.</p>;
  return (
    <dl className="space-y-1">
      {changes.map((change) => (
        <div key={change.field} className="wrap-anywhere">
          <dt className="inline font-medium text-slate-700">{change.field}: </dt>
          <dd className="inline text-slate-900">
            {change.before !== undefined && change.after !== undefined ? (
              <>
                <span className="sr-only">from </span>
                <span className="text-slate-600">{change.before}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                {change.after}
              </>
            ) : (
              (change.after ?? <span className="text-slate-600">{change.before} (before)</span>)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import type { AuditEvent } from '../../../../shared/contracts/audit.ts';
import { t } from '../../../lib/i18n.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { changesOf } from '../lib/audit-text.ts';

/** What an event changed, one field a line: "Status: awaiting_funds → confirmed". */
export function AuditChanges({ event }: { event: AuditEvent }) {
  // Instants among the changes are shown in the zone in force: re-render when it changes.
  useTimeZone();
  const changes = changesOf(event.details.before, event.details.after, event.subject.currency);
  if (changes.length === 0) return <p className="text-slate-600">{t('No details recorded.')}</p>;
  return (
    <dl className="space-y-1">
      {changes.map((change) => (
        <div key={change.field} className="wrap-anywhere">
          <dt className="inline font-medium text-slate-700">{t('{field}:', { field: change.field })} </dt>
          <dd className="inline text-slate-900">
            {change.before !== undefined && change.after !== undefined ? (
              <>
                <span className="sr-only">{t('from')} </span>
                <span className="text-slate-600" translate="no">
                  {change.before}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('to')} </span>
                <span translate="no">{change.after}</span>
              </>
            ) : change.after !== undefined ? (
              <span translate="no">{change.after}</span>
            ) : (
              <span className="text-slate-600">
                <span translate="no">{change.before}</span> {t('(before)')}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

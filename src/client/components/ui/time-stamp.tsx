import { formatAbsoluteTime, formatTimeAgo } from '../../lib/relative-time.ts';
import { useTimeZone } from '../../lib/time-zone.ts';

/** "5 minutes ago" over the date and time, both in one <time> with the exact instant. */
export function TimeStamp({ iso, now, className = '' }: { iso: string; now: number; className?: string }) {
  const absolute = formatAbsoluteTime(iso, useTimeZone());
  return (
    <time dateTime={iso} title={absolute} className={`block tabular-nums ${className}`}>
      <span className="block font-medium text-slate-900">{formatTimeAgo(iso, now)}</span>
      <span className="block text-xs text-slate-600">{absolute}</span>
    </time>
  );
}

import { formatAbsoluteTime, formatTimeAgo } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';

/** "5 minutes ago", in a <time> carrying the exact instant, with the date and time as its tooltip. */
export function NotificationTime({ iso, now, className = '' }: { iso: string; now: number; className?: string }) {
  const absolute = formatAbsoluteTime(iso, useTimeZone());
  return (
    <time dateTime={iso} title={absolute} className={`tabular-nums ${className}`}>
      {formatTimeAgo(iso, now)}
    </time>
  );
}

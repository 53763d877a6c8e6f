import { formatDeadline } from '../../lib/relative-time.ts';
import { useTimeZone } from '../../lib/time-zone.ts';

/** A deadline in the zone in force, the zone named ("Dec 3, 2026, 2:35 PM UTC+5:30"), in a <time> carrying the exact instant. */
export function DeadlineTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDeadline(iso, useTimeZone())}</time>;
}

const UNITS: [number, string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
];

/** A configured duration in words, in the largest unit that divides it: "48 hours", "30 days", "90 seconds". */
export function describeDuration(milliseconds: number): string {
  // Two days read better as 48 hours, the way the cooling-off rule is usually stated.
  const [size, unit] = UNITS.find(([length, name]) => milliseconds % length === 0 && (name !== 'day' || milliseconds / length >= 3)) ?? [1000, 'second'];
  const count = Math.round(milliseconds / size);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

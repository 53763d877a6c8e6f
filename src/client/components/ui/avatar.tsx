/** "Sarah Mitchell" → "SM"; one word gives one letter; no name gives "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-16 text-lg',
  lg: 'size-20 text-2xl',
} as const;

/**
 * A person's picture, or their initials when there is none. Decorative unless given `alt`: where
 * it stands, the name is shown or spoken beside it.
 */
export function Avatar({ name, src, size = 'sm', alt = '' }: { name: string; src: string | null; size?: keyof typeof SIZES; alt?: string }) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" className={`${SIZES[size]} shrink-0 rounded-full bg-slate-100 object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      data-testid="avatar-initials"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initialsOf(name)}
    </span>
  );
}

/** Moves through a gallery of `count` photos by `step`, wrapping past either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The first `limit` photos become thumbnails; the rest are summarised as "+N more". */
export function thumbnailSplit(count: number, limit = 5): { shown: number; more: number } {
  const shown = Math.min(count, limit);
  return { shown, more: Math.max(0, count - shown) };
}

/** "3 / 8" for the third of eight photos (index is 0-based). */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

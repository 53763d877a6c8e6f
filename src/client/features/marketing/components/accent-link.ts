/** The amber call-to-action used on dark sections, where the teal primary button would disappear. */
export const ACCENT_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 text-sm font-semibold text-slate-950 transition-colors hover:bg-accent-500';

/** An outlined button for dark sections. */
export const ON_DARK_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10';

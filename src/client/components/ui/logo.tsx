/** The Sharestead mark: a house whose roof splits into shares. */
export function Logo({ className = '', inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#19625b'} />
        <path d="M6 15 16 7l10 8" fill="none" stroke={inverted ? '#19625b' : '#ffffff'} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M9 14v10h6v-6h2v6h6V14" fill="none" stroke={inverted ? '#19625b' : '#ffffff'} strokeWidth="2.5" strokeLinejoin="round" />
        <circle cx="24.5" cy="8.5" r="3" fill="#e59e1c" />
      </svg>
      <span className={`text-xl ${inverted ? 'text-white' : 'text-slate-900'}`} translate="no">
        Sharestead
      </span>
    </span>
  );
}

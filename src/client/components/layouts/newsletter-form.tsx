import { useState, type FormEvent } from 'react';

/** The footer's newsletter sign-up: it sends nothing (spec §7) and thanks the reader. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanked(true);
    setEmail('');
  }

  return (
    <form onSubmit={onSubmit} className="mt-4">
      <label htmlFor="newsletter-email" className="text-sm font-medium text-slate-200">
        Newsletter email
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setThanked(false);
          }}
          placeholder="you@example.com"
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-600 bg-brand-950 px-3 text-sm text-white placeholder:text-slate-400 focus:border-brand-300"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-accent-400 px-4 text-sm font-semibold text-slate-950 hover:bg-accent-500">
          Subscribe
        </button>
      </div>
      {thanked && (
        <p role="alert" className="mt-3 rounded-lg bg-brand-800 px-3 py-2 text-sm text-white">
          Thank you for subscribing! Watch your inbox for new deals and market notes.
        </p>
      )}
    </form>
  );
}

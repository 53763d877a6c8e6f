import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { paths } from '../config/paths.ts';
import { t } from '../lib/i18n.ts';

/** What a person sees when a page failed while drawing: what happened, and two ways on. */
export function SomethingWentWrong() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title={t('Something went wrong')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('Something went wrong')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('This page could not be shown. Reload it to try again, or go back to the home page.')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </Button>
        {/* A full load, not a client-side move: it starts the app afresh. */}
        <a href={paths.home} className={buttonClasses('secondary')}>
          {t('Go to Home')}
        </a>
      </div>
    </section>
  );
}

/**
 * The root error boundary: an error thrown while drawing (a bug, an answer no page expected) shows
 * SomethingWentWrong instead of a blank screen. Failed calls are the pages' own to say; this is
 * for what nothing else caught.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed while drawing', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}

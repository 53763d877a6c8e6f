import { PageTitle } from '../../components/ui/page-title.tsx';

export default function Route() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title="Properties" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Properties</h1>
    </section>
  );
}

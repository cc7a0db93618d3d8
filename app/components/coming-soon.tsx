/** Temporary body of a page whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
      <p className="mt-3 text-muted">Esta página está em construção.</p>
    </section>
  );
}

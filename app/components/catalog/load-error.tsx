import { Link } from "react-router";
import { CircleAlert } from "~/components/icons";

/** A catalogue page that failed to load for a reason other than a missing record. */
export function LoadError({ title = "Não foi possível carregar esta página." }: { title?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <CircleAlert className="mb-4 size-10 text-red-700" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">Erro inesperado. Tente novamente em instantes.</p>
      <Link
        to="/produtos"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Ver todos os produtos
      </Link>
    </section>
  );
}

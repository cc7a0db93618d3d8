import { data, Link } from "react-router";
import { Leaf } from "~/components/icons";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/render/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Página não encontrada", description: "A página que você procurou não existe.", noindex: true });

export default function NotFound() {
  return <NotFoundContent />;
}

/** The 404 body, also used by pages whose record is missing. */
export function NotFoundContent({ title = "Página não encontrada", children }: { title?: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <Leaf className="mb-4 size-10 text-brand-600" aria-hidden />
      <p className="font-display text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">O endereço que você procurou não existe ou foi removido.</p>
      {children ?? (
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Voltar para a página inicial
        </Link>
      )}
    </section>
  );
}

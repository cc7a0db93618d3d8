import { Link } from "react-router";
import { Leaf } from "~/components/icons";
import { BRAND } from "~/lib/common/brand";

const MESSAGES: Record<number, { title: string; text: string }> = {
  404: { title: "Página não encontrada", text: "O endereço que você procurou não existe ou foi removido." },
  403: { title: "Acesso negado", text: "Você não tem permissão para ver esta página." },
  429: { title: "Muitas tentativas", text: "Aguarde um pouco e tente novamente." },
};

/** Full-page error shown by the root error boundary (outside the site layout). */
export function ErrorPage({ status }: { status: number }) {
  const message = MESSAGES[status] ?? {
    title: "Algo deu errado",
    text: "Tivemos um problema ao carregar esta página. Tente novamente em instantes.",
  };
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream-50 px-6 text-center">
      <title>{`${message.title} | ${BRAND.name}`}</title>
      <Leaf className="mb-4 size-10 text-brand-600" aria-hidden />
      <p className="font-display text-7xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold">{message.title}</h1>
      <p className="mt-2 max-w-md text-muted">{message.text}</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Voltar para a página inicial
      </Link>
    </main>
  );
}

import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { subscribe } from "~/models/newsletter.server";
import { newsletterSchema } from "~/validation/newsletter";
import { dataWithToast } from "~/lib/toast.server";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data({ ok: false as const, message: "Digite um e-mail válido" }, { status: 400 });
  }
  const { created } = await subscribe(parsed.data.email, "footer");
  const message = created
    ? "Inscrição confirmada! Você vai receber nossas novidades."
    : "Este e-mail já está inscrito na nossa newsletter.";
  return dataWithToast({ ok: true as const, message }, { type: created ? "success" : "info", title: message });
}

export function loader() {
  return redirect("/");
}

import type { Route } from "./+types/auth";
import { auth } from "~/services/auth.server";

/** better-auth's own endpoints: e-mail confirmation and password-reset links land here. */
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}

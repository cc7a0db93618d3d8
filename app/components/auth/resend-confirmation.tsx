import { Form } from "react-router";
import { RefreshCw } from "~/components/icons";
import { Button } from "~/components/ui/button";

/** Asks for a new confirmation link for `email` (the answer never says whether the account exists). */
export function ResendConfirmation({
  email,
  from,
  pending,
  sent,
  redirectTo,
}: {
  email: string;
  /** Which panel asked, so the answer shows in the same place. */
  from: "sign-in" | "sign-up";
  pending: boolean;
  sent?: string;
  /** The page to go back to after confirming. */
  redirectTo?: string;
}) {
  return (
    <Form method="post" replace preventScrollReset className="space-y-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="from" value={from} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Button type="submit" variant="outline" size="sm" className="min-h-11" disabled={pending}>
        <RefreshCw aria-hidden className={pending ? "animate-spin" : undefined} />
        {pending ? "Reenviando..." : "Reenviar e-mail de confirmação"}
      </Button>
      {sent ? (
        <p role="status" className="text-xs">
          {sent}
        </p>
      ) : null}
    </Form>
  );
}

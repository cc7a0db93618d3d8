import { useEffect } from "react";
import { AlertTriangle } from "~/components/icons";
import { notify } from "~/lib/render/notify";
import { EmptyState } from "./empty-state";

/** A panel page whose data failed to load: the specification's toast, and the same words on the page. */
export function LoadError({ message }: { message: string }) {
  useEffect(() => {
    notify.error(message, { id: message });
  }, [message]);
  return (
    <EmptyState icon={AlertTriangle} title={message}>
      Tente recarregar a página em instantes.
    </EmptyState>
  );
}

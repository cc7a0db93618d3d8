/**
 * The unsaved-changes guard of every admin form (use-admin-form.ts registers each form): once a field
 * of a form has changed, leaving the page asks first. A link inside the app (the sidebar, Back) is held
 * by React Router's blocker and confirmed in a dialog; a reload, a closed tab or an address typed go
 * through the browser's own `beforeunload` question. One blocker for the whole panel (the router allows
 * one at a time), rendered by the admin layouts.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { ConfirmContent } from "./confirm-action";

const changed = new Set<string>();
const listeners = new Set<() => void>();
/** Set just before the page itself reloads on purpose ("Recarregar" after a conflict). */
let leavingOnPurpose = false;

function emit() {
  for (const listener of listeners) listener();
}

/** Marks the form `formId` as holding changes not saved (or no longer). */
export function setFormChanged(formId: string, value: boolean) {
  if (changed.has(formId) === value) return;
  if (value) changed.add(formId);
  else changed.delete(formId);
  emit();
}

export function hasUnsavedChanges(): boolean {
  return changed.size > 0;
}

/** Reloads the page without asking (what was typed is given up knowingly). */
export function reloadPage() {
  leavingOnPurpose = true;
  window.location.reload();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows the form `formId`: any input or change in it marks it changed; unmounting (a dialog closed,
 * a page left) forgets it. The form's hook marks it clean again on submit and on a successful save.
 */
export function useLeaveGuard(formId: string) {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const mark = () => setFormChanged(formId, true);
    element.addEventListener("input", mark);
    element.addEventListener("change", mark);
    return () => {
      element.removeEventListener("input", mark);
      element.removeEventListener("change", mark);
      setFormChanged(formId, false);
    };
  }, [formId]);
}

/** The confirmation before leaving a page with unsaved changes; one per layout. */
export function LeaveGuard() {
  const dirty = useSyncExternalStore(subscribe, hasUnsavedChanges, () => false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose || !hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const asking = blocker.state === "blocked";
  return (
    <AlertDialog open={asking} onOpenChange={(open) => (!open && asking ? blocker.reset() : undefined)}>
      <ConfirmContent
        title="Sair sem salvar?"
        description="Você alterou um formulário desta página e ainda não salvou. Se sair agora, o que você digitou será perdido."
        cancelLabel="Continuar editando"
        confirmLabel="Sair sem salvar"
        onConfirm={() => {
          changed.clear();
          emit();
          blocker.proceed?.();
        }}
      />
    </AlertDialog>
  );
}

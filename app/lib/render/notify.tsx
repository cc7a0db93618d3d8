/**
 * The one way to show a notice from the browser alone (copied to the clipboard, a like that failed
 * offline): `notify`, `notify.success` and `notify.error`. What an action answers travels in the
 * server's flash cookie instead (lib/server/toast.server.ts) and reaches the same toaster.
 *
 * Toasts without sonner in the first load of a page: `notify`, `notify.success` and `notify.error` take
 * sonner's arguments, load sonner and its <Toaster> the first time one is shown, then show it.
 * The root renders <LazyToaster>, which mounts sonner's Toaster once a toast has been asked for.
 * This is the only module that imports sonner (notify.test.ts checks): a toast sent to sonner directly
 * would wait, unseen, until some other toast mounted the Toaster.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { toast as sonnerToast, ToasterProps } from "sonner";

let requested = false;
const listeners = new Set<() => void>();
let markReady!: () => void;
/** Resolves once sonner's Toaster is mounted and listening (toasts sent before would be lost). */
const ready = new Promise<void>((resolve) => (markReady = resolve));

function request() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

type Sonner = typeof sonnerToast;

function show(run: (t: Sonner) => unknown) {
  request();
  void ready.then(() => import("sonner")).then(({ toast }) => run(toast));
}

export const notify = Object.assign((...args: Parameters<Sonner>) => show((t) => t(...args)), {
  success: (...args: Parameters<Sonner["success"]>) => show((t) => t.success(...args)),
  error: (...args: Parameters<Sonner["error"]>) => show((t) => t.error(...args)),
});

const Toaster = lazy(() =>
  import("sonner").then(({ Toaster: SonnerToaster }) => ({
    default: function ToasterHost(props: ToasterProps) {
      // Children's effects run first: by now sonner's Toaster has subscribed to its queue.
      useEffect(() => markReady(), []);
      return <SonnerToaster {...props} />;
    },
  })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LazyToaster(props: ToasterProps) {
  const on = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}

import { useEffect, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import type * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import type { ActionResult } from "./action-result";
import { useFailureToast } from "./use-failure-toast";

/**
 * A create/edit dialog whose form goes through its own fetcher: the content (and the fetcher with
 * it) is mounted only while open, so reopening starts clean; a successful answer closes it, and the
 * page's loaders revalidate so the list shows the change.
 */
export function FormDialog({
  trigger,
  title,
  description,
  className,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  className?: string;
  children: (fetcher: FetcherWithComponents<ActionResult>, close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={cn("max-w-2xl", className)}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        <DialogBody onDone={() => setOpen(false)}>{children}</DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({ onDone, children }: { onDone: () => void; children: (fetcher: FetcherWithComponents<ActionResult>, close: () => void) => React.ReactNode }) {
  const fetcher = useFetcher<ActionResult>();
  useFailureToast(fetcher);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return <div className="mt-4">{children(fetcher, onDone)}</div>;
}

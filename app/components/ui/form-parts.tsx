import type * as React from "react";
import { useEffect, useRef } from "react";
import type { IconComponent } from "~/components/icons";
import { CheckCircle2, CircleAlert } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { Button } from "./button";
import { ButtonWithReason } from "./disabled-reason";

/** A form's submit button: its icon, and the label it shows (disabled) while the submission is on its way. */
export function SubmitButton({
  icon: Icon,
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<React.ComponentProps<typeof ButtonWithReason>, "type"> & { icon?: IconComponent; pending: boolean; pendingLabel: string }) {
  return (
    <ButtonWithReason type="submit" {...props} disabled={pending || disabled}>
      {Icon ? <Icon aria-hidden /> : null}
      {pending ? pendingLabel : children}
    </ButtonWithReason>
  );
}

/** The buttons at the end of a dialog's form: "Cancelar" (when the dialog can be closed) then the main action. */
export function FormActions({
  onCancel,
  cancelLabel = "Cancelar",
  cancelDisabled,
  className,
  children,
}: {
  onCancel?: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col-reverse gap-2", className, "sm:flex-row sm:justify-end")}>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** A refusal of the whole form (the fields were fine), above its fields. */
/**
 * A refusal of the whole form. It scrolls into view and takes the focus when it appears: at the top of a
 * scrolled dialog it would otherwise stay out of sight of the button that was pressed.
 */
export function FormError({ message, className }: { message?: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.scrollIntoView({ block: "nearest" });
    ref.current.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={cn(
        "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-300",
        className,
      )}
    >
      {message}
    </p>
  );
}

const OUTCOME_TONES = {
  success: { box: "border-brand-200 bg-brand-50", text: "text-brand-900", icon: CheckCircle2, iconColor: "text-brand-600" },
  error: { box: "border-red-200 bg-red-50", text: "text-red-900", icon: CircleAlert, iconColor: "text-red-700" },
} as const;

/** How a request went (sent, refused, link expired): an icon, a bold title and what it means for the person. */
export function OutcomeNote({
  tone,
  title,
  children,
  role = tone === "error" ? "alert" : "status",
  className,
}: {
  tone: keyof typeof OUTCOME_TONES;
  title: string;
  children: React.ReactNode;
  role?: "alert" | "status";
  /** Padding and text size of the box. */
  className: string;
}) {
  const { box, text, icon: Icon, iconColor } = OUTCOME_TONES[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-xl border ${box} ${className} ${text}`}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${iconColor}`} aria-hidden />
      <p>
        <strong className="block">{title}</strong>
        {children}
      </p>
    </div>
  );
}

/** A refusal of a whole request whose fields were fine (a limit reached, a failure): its title and what to do. */
export function RefusalNote({ refusal }: { refusal?: { title: string; description: string } }) {
  if (!refusal) return null;
  return (
    <OutcomeNote tone="error" title={refusal.title} className="p-3 text-sm">
      {refusal.description}
    </OutcomeNote>
  );
}

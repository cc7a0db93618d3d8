import { Check, X } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { PASSWORD_RULES, passwordStrength } from "~/validation/password-rules";

const BAR = { Fraca: "bg-red-600", Média: "bg-amber-500", Forte: "bg-brand-600" } as const;
const TEXT = { Fraca: "text-red-700", Média: "text-amber-800", Forte: "text-brand-700" } as const;

/** The live strength label (Fraca / Média / Forte) and the checklist of the five rules. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { met, label } = passwordStrength(password);
  return (
    <div id={id} className="space-y-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="flex h-2 flex-1 gap-1" aria-hidden>
          {PASSWORD_RULES.map((rule, i) => (
            <span key={rule.key} className={cn("flex-1 rounded-full", password && i < met ? BAR[label] : "bg-cream-200")} />
          ))}
        </div>
        <p className="min-w-28 text-right text-xs font-semibold" aria-live="polite">
          Força da senha: <span className={password ? TEXT[label] : "text-muted"}>{password ? label : "—"}</span>
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.key} className={cn("flex items-center gap-1.5", ok ? "text-brand-700" : "text-muted")}>
              {ok ? <Check className="size-3.5 shrink-0" aria-hidden /> : <X className="size-3.5 shrink-0" aria-hidden />}
              <span>
                {rule.label}
                <span className="sr-only">{ok ? " (atendido)" : " (pendente)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { notify } from "~/lib/render/notify";
import { CalendarDays, KeyRound, Mail, Pencil, Phone, Sparkles } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { formatLongDate, formatPoints } from "~/i18n/format";
import { ROLE_LABELS } from "~/i18n/labels";
import { pointsEarnedToast } from "~/i18n/points";
import { ChangePasswordForm, type ChangePasswordActionData } from "./change-password-form";
import { EditProfileForm, type EditableProfile, type ProfileActionData } from "./edit-profile-form";

export interface ProfileView extends EditableProfile {
  role: "user" | "admin";
  initials: string;
  createdAt: Date;
}

function Detail({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted">
        <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** A button of the card that opens its form in a dialog (the form is mounted only while open). */
function FormDialog({
  open,
  onOpenChange,
  icon: Icon,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: typeof Mail;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-h-11 shrink-0">
          <Icon aria-hidden />
          {` ${title}`}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-4">{open ? children : null}</div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The profile with its role badge and the edit dialog. `completionPoints` is what completing the
 * profile (name and phone) still earns; null once earned.
 */
export function ProfileCard({ profile, completionPoints }: { profile: ProfileView; completionPoints: number | null }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ProfileActionData>({ key: "edit-profile" });

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    setOpen(false);
    const points = fetcher.data.pointsAwarded ?? 0;
    // 'Sucesso!' comes from the server; the points earned are announced here too.
    if (points > 0) {
      const { title, description } = pointsEarnedToast("profile_complete", points);
      notify.success(title, { description });
    }
  }, [fetcher.state, fetcher.data]);

  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordFetcher = useFetcher<ChangePasswordActionData>({ key: "change-password" });
  useEffect(() => {
    if (passwordFetcher.state === "idle" && passwordFetcher.data?.ok) setPasswordOpen(false);
  }, [passwordFetcher.state, passwordFetcher.data]);

  return (
    <Card>
      <CardHeader className="flex-col items-stretch gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            aria-hidden
          >
            {profile.initials}
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words text-brand-900">{profile.fullName}</h2>
            <Badge variant={profile.role === "admin" ? "info" : "default"} className="mt-1">
              {ROLE_LABELS[profile.role]}
            </Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <FormDialog
            open={open}
            onOpenChange={setOpen}
            icon={Pencil}
            title="Editar Perfil"
            description="Mantenha seus dados em dia para receber suas amostras e prêmios."
          >
            <EditProfileForm profile={profile} fetcher={fetcher} onCancel={() => setOpen(false)} />
          </FormDialog>
          <FormDialog
            open={passwordOpen}
            onOpenChange={setPasswordOpen}
            icon={KeyRound}
            title="Trocar senha"
            description="Confirme sua senha atual e escolha uma nova."
          >
            <ChangePasswordForm fetcher={passwordFetcher} onCancel={() => setPasswordOpen(false)} />
          </FormDialog>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail icon={Mail} label="E-mail">
            {profile.email}
          </Detail>
          <Detail icon={Phone} label="Telefone">
            {profile.phone ?? <span className="text-muted">Não informado</span>}
          </Detail>
          <Detail icon={CalendarDays} label="Membro desde">
            {formatLongDate(profile.createdAt)}
          </Detail>
        </dl>
        {completionPoints ? (
          <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            <Sparkles className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
            <p>
              Complete seu perfil com nome e telefone e ganhe <strong>{formatPoints(completionPoints)}</strong>.
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

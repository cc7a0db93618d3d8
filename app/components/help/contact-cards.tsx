import type * as React from "react";
import { Building2, Clock, Mail, MapPin, MessageCircle, Phone } from "~/components/icons";
import { BRAND } from "~/lib/common/brand";
import { cn } from "~/lib/common/cn";
import { POLICY } from "~/i18n/policies";
import { phoneHref, whatsappHref } from "~/lib/common/contact-links";

function ChannelCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-3 rounded-2xl border border-cream-200 bg-white p-4", className)}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-sans text-sm font-semibold text-brand-900">{title}</h3>
        <div className="mt-0.5 text-muted">{children}</div>
      </div>
    </div>
  );
}

const linkClass = "inline-flex min-h-11 items-center font-medium break-all text-brand-700 underline-offset-2 hover:underline";

/** Phone, e-mail and opening-hours cards of the help centre. */
export function SupportCards({ className }: { className?: string }) {
  return (
    <div className={cn("grid gap-3", className)}>
      <ChannelCard icon={Phone} title="Telefone">
        {/* Two links side by side on a wide card, one under the other on a phone: never run together. */}
        <span className="flex flex-wrap gap-x-4">
          <a href={phoneHref(BRAND.phone)} className={linkClass}>
            {BRAND.phone}
          </a>
          <a href={whatsappHref()} className={linkClass} rel="noopener" target="_blank">
            WhatsApp {BRAND.whatsapp}
          </a>
        </span>
      </ChannelCard>
      <ChannelCard icon={Mail} title="E-mail">
        <a href={`mailto:${BRAND.email}`} className={linkClass}>
          {BRAND.email}
        </a>
        <p>Resposta em até {POLICY.supportReplyHours} horas</p>
      </ChannelCard>
      <ChannelCard icon={Clock} title="Horário de atendimento">
        <p>{BRAND.supportHours}</p>
        <p>Mensagens fora do horário são respondidas no próximo dia útil.</p>
      </ChannelCard>
    </div>
  );
}

/** Every channel and the company's details, for /contato. */
export function ContactDetails({ className }: { className?: string }) {
  return (
    <div className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-1", className)}>
      <ChannelCard icon={Phone} title="Telefone">
        <a href={phoneHref(BRAND.phone)} className={linkClass}>
          {BRAND.phone}
        </a>
      </ChannelCard>
      <ChannelCard icon={MessageCircle} title="WhatsApp">
        <a href={whatsappHref()} className={linkClass} rel="noopener" target="_blank">
          {BRAND.whatsapp}
        </a>
      </ChannelCard>
      <ChannelCard icon={Mail} title="E-mail">
        <a href={`mailto:${BRAND.email}`} className={linkClass}>
          {BRAND.email}
        </a>
        <p>
          Privacidade:{" "}
          <a href={`mailto:${BRAND.privacyEmail}`} className={linkClass}>
            {BRAND.privacyEmail}
          </a>
        </p>
      </ChannelCard>
      <ChannelCard icon={Clock} title="Horário de atendimento">
        <p>{BRAND.supportHours}</p>
        <p>Resposta em até {POLICY.supportReplyHours} horas</p>
      </ChannelCard>
      <ChannelCard icon={MapPin} title="Endereço">
        <address className="not-italic">{BRAND.address}</address>
        <p>Escritório administrativo, sem atendimento presencial nem retirada de produtos.</p>
      </ChannelCard>
      <ChannelCard icon={Building2} title="Empresa">
        <p>{BRAND.legalName}</p>
        <p>CNPJ {BRAND.cnpj}</p>
      </ChannelCard>
    </div>
  );
}

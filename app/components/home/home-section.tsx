import type * as React from "react";
import { SharedHtml } from "~/lib/render/shared-html";

/** A fixed section of the home page: an island (the browser keeps the server's HTML), named by its heading. */
export function HomeSection({
  island,
  labelledBy,
  data,
  className,
  children,
}: {
  island: string;
  labelledBy: string;
  /** What the section is made from, when not only the code (see SharedHtml). */
  data?: object;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <SharedHtml as="section" id={island} data-island={island} data={data} aria-labelledby={labelledBy} className={className}>
      {children}
    </SharedHtml>
  );
}

/**
 * The eyebrow and the heading that open a home section, in a narrow block of their own unless `dark`
 * (the brand-coloured section, where they head a column).
 */
export function SectionHeading({ id, eyebrow, title, dark }: { id: string; eyebrow: string; title: string; dark?: boolean }) {
  const heading = (
    <>
      <p className={`text-sm font-semibold tracking-wide ${dark ? "text-leaf-300" : "text-brand-600"} uppercase`}>{eyebrow}</p>
      <h2 id={id} className={`mt-1 text-3xl font-semibold ${dark ? "text-white" : "text-brand-900"}`}>
        {title}
      </h2>
    </>
  );
  return dark ? heading : <div className="max-w-2xl">{heading}</div>;
}

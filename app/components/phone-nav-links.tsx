import { Fragment, type ReactElement, type ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { FAVORITES_PATH, FAVORITES_TITLE } from "~/i18n/favorites";
import { cn } from "~/lib/common/cn";
import { LINKS, navClass } from "./site-header-parts";

const PHONE_LINKS = [...LINKS, { to: FAVORITES_PATH, label: FAVORITES_TITLE, end: undefined }];

/**
 * The site's links of the phone menu, in the menu sheet and on the /menu page (without JavaScript).
 * `wrap` puts each page link in the sheet's close button.
 */
export function PhoneNavLinks({ storeUrl, wrap }: { storeUrl: string | null; wrap?: (link: ReactElement) => ReactNode }) {
  return (
    <nav aria-label="Menu móvel" className="mt-4 flex flex-col gap-1">
      {PHONE_LINKS.map((link) => {
        const element = (
          <NavLink to={link.to} end={link.end} className={navClass}>
            {link.label}
          </NavLink>
        );
        return <Fragment key={link.to}>{wrap ? wrap(element) : element}</Fragment>;
      })}
      {storeUrl ? (
        <a href={storeUrl} className={navClass({ isActive: false })} rel="noopener" target="_blank">
          Loja
        </a>
      ) : null}
    </nav>
  );
}

/** A customer's links at the end of the phone menu: the dashboard, the panel for an administrator, and "Sair". */
export function PhoneAccountLinks({ admin, wrap = (link) => link }: { admin: boolean; wrap?: (link: ReactElement) => ReactNode }) {
  return (
    <>
      {wrap(
        <NavLink to="/dashboard" className={navClass}>
          Dashboard
        </NavLink>,
      )}
      {admin
        ? wrap(
            <NavLink to="/admin-panel" className={navClass}>
              Admin Panel
            </NavLink>,
          )
        : null}
      <Form method="post" action="/sair">
        <button type="submit" className={cn(navClass({ isActive: false }), "w-full")}>
          Sair
        </button>
      </Form>
    </>
  );
}

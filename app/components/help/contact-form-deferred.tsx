import { deferred } from "~/lib/render/deferred";

/**
 * The contact form, its code (conform with it) fetched while the page hydrates rather than with the
 * page (bundle budgets of /ajuda and /contato); the server's HTML is a working form meanwhile.
 */
export const ContactForm = deferred(() => import("./contact-form").then((m) => m.ContactForm));

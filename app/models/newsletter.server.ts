import { db } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";

/** Stores a subscription once per e-mail; tells whether it was new. */
export async function subscribe(email: string, source: "footer" | "ebook" = "footer"): Promise<{ created: boolean }> {
  const rows = await db()
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}

/**
 * Issue 37 point 15: an administrator previews an inactive product at its address; everyone else gets
 * the 404 the store gives for it, and the preview is never kept for anyone else (the page cache, the
 * shared data).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { hasBuild, useSecurityHarness } from "./support/harness";

const h = useSecurityHarness();
const SLUG = "chlorella-organica";

describe.skipIf(!hasBuild)("an inactive product's page", () => {
  it("is a preview for an administrator, marked and not indexed, and a 404 for everyone else before and after", async () => {
    await h.t.db.update(s.products).set({ status: "inactive" }).where(eq(s.products.slug, SLUG));
    try {
      for (const role of ["anonymous", "customer"] as const) expect((await h.send(role, `/produto/${SLUG}`)).status).toBe(404);

      const preview = await h.send("admin", `/produto/${SLUG}`);
      expect(preview.status).toBe(200);
      expect(preview.body).toContain("Pré-visualização: este produto está inativo e não aparece na loja.");
      expect(preview.body).toMatch(/<meta name="robots" content="noindex"/);
      expect(preview.headers.get("cache-control")).toMatch(/private|no-store/);

      // The preview was kept for nobody else.
      for (const role of ["anonymous", "customer"] as const) expect((await h.send(role, `/produto/${SLUG}`)).status).toBe(404);
      // The panel's table links to it.
      expect((await h.send("admin", "/admin-panel/produtos?q=chlorella")).body).toContain("Pré-visualizar");
    } finally {
      await h.t.db.update(s.products).set({ status: "active" }).where(eq(s.products.slug, SLUG));
    }
  });
});

// Issue 37, point 15 (A): product lines are created, renamed (the earlier address redirects, as a
// product's), reordered (the catalogue follows) and deleted only when no product uses them.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import {
  createProductLine,
  deleteProductLine,
  listProductLines,
  moveProductLine,
  PRODUCT_LINE_TEXTS,
  updateProductLine,
} from "~/models/admin/product-lines.server";
import { listCategories } from "~/models/catalog.server";
import { currentCategorySlug } from "~/models/slug-history.server";
import { productLineSchema } from "~/validation/admin/product-line";
import { AdminError } from "~/models/admin/errors.server";
import { StaleEditError } from "~/models/admin/edit-version.server";
import { auditActionLabel } from "~/models/admin/audit.server";

const t = useTestDatabase();
let adminId: string;

beforeAll(async () => {
  configureCaches({ enabled: false });
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "admin");
  await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, adminId));
});

const line = (name: string, slug = "", description = "") => productLineSchema.parse({ name, slug, description });

describe("product lines", () => {
  it("a new line gets its slug from the name and goes last in the catalogue", async () => {
    const row = await createProductLine(line("Beleza & Pele", "", "Colágeno e antioxidantes."), adminId);
    expect(row?.slug).toBe("beleza-pele");
    const public_ = await listCategories();
    expect(public_.at(-1)).toMatchObject({ slug: "beleza-pele", name: "Beleza & Pele", description: "Colágeno e antioxidantes." });
    await expect(createProductLine(line("beleza & pele"), adminId)).rejects.toThrow(AdminError);
  });

  it("a rename keeps the address; a new slug leaves the old one redirecting, chains collapse", async () => {
    const [row] = (await listProductLines()).filter((l) => l.slug === "beleza-pele");
    const renamed = await updateProductLine(row.id, line("Pele & Cabelo"), adminId, row.updatedAt);
    expect(renamed?.slug).toBe("beleza-pele");
    expect(await currentCategorySlug("beleza-pele")).toBeNull();
    const moved = await updateProductLine(row.id, line("Pele & Cabelo", "pele-cabelo"), adminId, renamed.updatedAt);
    expect(await currentCategorySlug("beleza-pele")).toBe("pele-cabelo");
    await updateProductLine(row.id, line("Pele & Cabelo", "pele-e-cabelo"), adminId, moved.updatedAt);
    expect(await currentCategorySlug("beleza-pele")).toBe("pele-e-cabelo");
    expect(await currentCategorySlug("pele-cabelo")).toBe("pele-e-cabelo");
    expect((await listCategories()).some((c) => c.slug === "pele-e-cabelo")).toBe(true);
  });

  it("a save based on an older version is refused (alterado por outra pessoa) and writes nothing", async () => {
    const [row] = (await listProductLines()).filter((l) => l.slug === "pele-e-cabelo");
    await expect(updateProductLine(row.id, line("Outro Nome"), adminId, new Date(row.updatedAt.getTime() - 1000))).rejects.toThrow(
      StaleEditError,
    );
    expect((await listProductLines()).find((l) => l.id === row.id)?.name).toBe("Pele & Cabelo");
  });

  it("moves up and down reorder the catalogue; the ends refuse", async () => {
    const before = await listProductLines();
    const last = before.at(-1)!;
    await moveProductLine(last.id, "up", adminId);
    const after = (await listCategories()).map((c) => c.slug);
    expect(after.at(-2)).toBe(last.slug);
    expect(after.at(-1)).toBe(before.at(-2)!.slug);
    await expect(moveProductLine(before[0].id, "up", adminId)).rejects.toThrow(PRODUCT_LINE_TEXTS.edge("up"));
    await moveProductLine(last.id, "down", adminId);
    expect((await listCategories()).map((c) => c.slug)).toEqual(before.map((l) => l.slug));
    // A move is not an edit: the line's version stays, so an open edit form still saves.
    expect((await listProductLines()).find((l) => l.id === last.id)?.updatedAt).toEqual(last.updatedAt);
  });

  it("a line in use is not deleted; an empty one is, with its history", async () => {
    const used = (await listProductLines()).find((l) => l.productCount > 0)!;
    await expect(deleteProductLine(used.id, adminId)).rejects.toThrow(PRODUCT_LINE_TEXTS.inUse(used.productCount));
    const empty = (await listProductLines()).find((l) => l.slug === "pele-e-cabelo")!;
    await deleteProductLine(empty.id, adminId);
    expect((await listCategories()).some((c) => c.slug === "pele-e-cabelo")).toBe(false);
    expect(await currentCategorySlug("beleza-pele")).toBeNull();
  });

  it("every write is audited with Portuguese words", async () => {
    const rows = await t.db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.entity, "product_category"));
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual([
      "product_category.create",
      "product_category.delete",
      "product_category.move",
      "product_category.update",
    ]);
    for (const action of actions) expect(auditActionLabel(action)).not.toBe(action);
  });
});

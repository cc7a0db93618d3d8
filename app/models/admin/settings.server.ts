/** Point settings: how many points each action gives. */
import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "~/lib/server/db/client.server";
import { pgErrorCode } from "~/lib/server/db/errors.server";
import { pointSettings } from "~/db/schema";
import type { PointSettingInput } from "~/validation/admin/point-setting";
import { AdminError } from "./errors.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { deleteAudited, insertAudited, updateAudited } from "./row-writes.server";
import type { EditVersion } from "./edit-version.server";

export async function listPointSettings() {
  return db().select().from(pointSettings).orderBy(desc(pointSettings.createdAt), desc(pointSettings.id));
}

async function assertActionFree(action: string, exceptId?: string) {
  const [taken] = await db()
    .select({ id: pointSettings.id })
    .from(pointSettings)
    .where(exceptId ? and(eq(pointSettings.action, action), ne(pointSettings.id, exceptId)) : eq(pointSettings.action, action))
    .limit(1);
  if (taken) throw new AdminError(`Já existe uma configuração para a ação "${action}".`);
}

function conflict(error: unknown, action: string): never {
  if (pgErrorCode(error) === "23505") throw new AdminError(`Já existe uma configuração para a ação "${action}".`);
  throw error;
}

export async function createPointSetting(input: PointSettingInput, actorId: string) {
  await assertActionFree(input.action);
  try {
    return await db().transaction(async (tx) => {
      const row = await insertAudited(tx, pointSettings, input, { actorId, entity: "point_setting" });
      await invalidateOnCommit(tx, Tags.settings);
      return row;
    });
  } catch (error) {
    conflict(error, input.action);
  }
}

/** `version`: what the form was loaded with; a save based on an older one is refused. */
export async function updatePointSetting(id: string, input: PointSettingInput, actorId: string, version?: EditVersion) {
  await assertActionFree(input.action, id);
  try {
    return await db().transaction(async (tx) => {
      const row = await updateAudited(
        tx,
        pointSettings,
        { id, actorId, entity: "point_setting", version },
        input,
        "Configuração não encontrada.",
      );
      await invalidateOnCommit(tx, Tags.settings);
      return row;
    });
  } catch (error) {
    conflict(error, input.action);
  }
}

/** Without its setting, an action simply gives no points (awardPoints returns 0). */
export async function deletePointSetting(id: string, actorId: string) {
  await db().transaction(async (tx) => {
    await deleteAudited(tx, pointSettings, { id, actorId, entity: "point_setting" }, "Configuração não encontrada.");
    await invalidateOnCommit(tx, Tags.settings);
  });
}

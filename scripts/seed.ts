import { openConfiguredDatabase } from "./open-db.ts";
import { seedContent, seedDemoAccounts } from "../app/seed/index.ts";

const handle = await openConfiguredDatabase();
await seedContent(handle.db);
if (handle.kind === "pglite") await seedDemoAccounts(handle.db);
console.log(`Dados de demonstração aplicados (${handle.kind}).`);
await handle.close();

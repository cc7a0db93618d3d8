import { openConfiguredDatabase } from "./open-db.ts";

const handle = await openConfiguredDatabase();
console.log(`Migrações aplicadas (${handle.kind}).`);
await handle.close();

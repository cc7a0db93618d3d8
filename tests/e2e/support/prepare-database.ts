/** Seeds the end-to-end database, in a process of its own (see server.ts): `prepare-database.ts <data dir>`. */
import { prepareE2eDatabase } from "./admin-fixtures.ts";

await prepareE2eDatabase(process.argv[2]);

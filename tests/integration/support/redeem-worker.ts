/**
 * A separate process for the concurrency tests: opens its own pool to the test database and redeems
 * a reward for each user given, all at once.
 * Prints "ready" once connected, starts on a line on stdin, then prints the results as JSON.
 * Usage: node --import tsx redeem-worker.ts <database-url> <reward-id> <user-id,user-id,…>
 */
import { openDatabase, setDatabase } from "~/lib/server/db/client.server";
import { redeemReward } from "~/models/loyalty.server";
import { sql } from "drizzle-orm";

const [url, rewardId, users] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
setDatabase(handle);
// Start together with the other processes: say we are ready, then wait for the go signal on stdin.
await handle.db.execute(sql`select 1`);
process.stdout.write("ready\n");
await new Promise<void>((resolve) => process.stdin.once("data", () => resolve()));
process.stdin.destroy();
const results = await Promise.all(users.split(",").map((id) => redeemReward(id, rewardId)));
process.stdout.write(JSON.stringify(results.map((r) => r.success)));
await handle.close();

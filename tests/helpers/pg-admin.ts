/**
 * One statement on a PostgreSQL server over a connection of its own (create or drop a test database:
 * statements that cannot run inside the pool's transactions). Imports nothing of Vitest, so
 * Playwright's global set-up uses it too.
 */
import pg from "pg";

export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

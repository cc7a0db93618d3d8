/**
 * Everything that runs on the job queue, declared in one place and started with the server
 * (server/index.ts) or a test's database (tests/helpers/db.ts): the mail queue and the periodic
 * clean-up.
 */
import { registerMailQueue } from "./mail.server";
import { registerMaintenanceJobs } from "./maintenance.server";
import { startJobs, stopJobs, type StartJobsOptions } from "./jobs.server";

export async function startBackgroundWork(options: StartJobsOptions = {}): Promise<void> {
  await registerMailQueue();
  await registerMaintenanceJobs();
  await startJobs(options);
}

export const stopBackgroundWork = stopJobs;

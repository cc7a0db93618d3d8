/**
 * Everything that runs on the job queue, declared in one place and started with the server
 * (server/index.ts) or a test's database (tests/helpers/db.ts): the mail queue and the periodic
 * clean-up, and the queue's readiness check and metrics.
 */
import { registerMailQueue } from "~/lib/server/mail.server";
import { registerMaintenanceJobs } from "~/lib/server/maintenance.server";
import { applyRetention } from "~/models/retention.server";
import { expireUnpaidSamples, remindUnpaidSamples } from "~/models/samples.server";
import { overdueJobs, queueHealth, registerPeriodicJob, startJobs, stopJobs, type StartJobsOptions } from "~/lib/server/jobs.server";
import { registerReadinessCheck } from "~/lib/server/health.server";
import { registerQueueMetrics } from "~/lib/server/metrics.server";

export const RETENTION_JOB = "retencao-lgpd";
export const SAMPLE_EXPIRY_JOB = "amostras-prazo-pix";
export const SAMPLE_REMINDER_JOB = "amostras-lembrete-pix";

/** A job due this long and not taken by a worker makes /readyz fail: the queue is stuck. */
export const STUCK_AFTER_SECONDS = 10 * 60;

export async function startBackgroundWork(options: StartJobsOptions = {}): Promise<void> {
  await registerMailQueue();
  await registerMaintenanceJobs();
  // The privacy periods (models/retention.server.ts, set in the panel's Retenção tab), once a night.
  await registerPeriodicJob(RETENTION_JOB, "7 4 * * *", async () => void (await applyRetention()));
  // Unpaid sample requests past their Pix deadline (models/samples.server.ts), every hour.
  await registerPeriodicJob(SAMPLE_EXPIRY_JOB, "23 * * * *", async () => void (await expireUnpaidSamples()));
  // Its sibling: the one reminder a day before the deadline ends, every hour too.
  await registerPeriodicJob(SAMPLE_REMINDER_JOB, "53 * * * *", async () => void (await remindUnpaidSamples()));
  await startJobs(options);
  // /readyz and /metrics (lib/health.server.ts, lib/metrics.server.ts) read the queue's state.
  registerReadinessCheck("queue", async () => {
    const overdue = await overdueJobs(STUCK_AFTER_SECONDS);
    return overdue ? `${overdue} tarefa(s) esperando há mais de ${STUCK_AFTER_SECONDS / 60} minutos` : null;
  });
  registerQueueMetrics("jobs", queueHealth);
}

export const stopBackgroundWork = stopJobs;

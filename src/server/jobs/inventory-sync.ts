import type { FastifyInstance } from "fastify";
import type { BackgroundJob } from "./background-job.ts";
import { createRepeatingRun, type JobTimer, realTimer } from "./job-timer.ts";

export const INVENTORY_SYNC_INTERVAL_MS = 6 * 60 * 60_000;
/** After a failed run the next try comes sooner than the regular interval. */
export const INVENTORY_SYNC_RETRY_MS = 30 * 60_000;


export interface InventorySyncJob extends BackgroundJob {
  /** Resolves once the job is not scheduling or running anything right now. */
  whenIdle(): Promise<void>;
}

/**
 * Stores Little Hotelier's inventory every 6 hours. The next run is
 * due 6 hours after the last successful one recorded in the database, so a restart neither skips
 * nor repeats a sync. Without LH_CHANNEL_CODE the job stays idle.
 */
export function createInventorySyncJob(app: FastifyInstance, timer: JobTimer = realTimer): InventorySyncJob {
  const { inventorySync, littleHotelier, now } = app.roomRates;
  const repeating = createRepeatingRun(timer, () =>
    inventorySync.run("schedule").then(
      () => INVENTORY_SYNC_INTERVAL_MS,
      // The runner recorded and logged the failure.
      () => INVENTORY_SYNC_RETRY_MS,
    ),
  );

  return {
    name: "inventory-sync",
    start() {
      if (!littleHotelier.configured) {
        app.log.info("LH_CHANNEL_CODE is not set: the Little Hotelier inventory sync stays off");
        return;
      }
      repeating.track(
        inventorySync.lastSuccessAt().then(
          (last) => repeating.schedule(last === undefined ? 0 : Math.max(0, last + INVENTORY_SYNC_INTERVAL_MS - now())),
          (error: unknown) => {
            app.log.warn({ err: error }, "could not read the last inventory sync; syncing now");
            repeating.schedule(0);
          },
        ),
      );
    },
    stop: repeating.stop,
    whenIdle: repeating.whenIdle,
  };
}

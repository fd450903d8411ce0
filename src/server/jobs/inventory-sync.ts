import type { FastifyInstance } from "fastify";
import type { BackgroundJob } from "./background-job.ts";
import { type JobTimer, realTimer } from "./job-timer.ts";

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
  let handle: unknown;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (stopped) return;
    handle = timer.set(() => {
      handle = undefined;
      busy = inventorySync.run("schedule").then(
        () => schedule(INVENTORY_SYNC_INTERVAL_MS),
        // The runner recorded and logged the failure.
        () => schedule(INVENTORY_SYNC_RETRY_MS),
      );
    }, ms);
  };

  return {
    name: "inventory-sync",
    start() {
      if (!littleHotelier.configured) {
        app.log.info("LH_CHANNEL_CODE is not set: the Little Hotelier inventory sync stays off");
        return;
      }
      busy = inventorySync.lastSuccessAt().then(
        (last) => schedule(last === undefined ? 0 : Math.max(0, last + INVENTORY_SYNC_INTERVAL_MS - now())),
        (error: unknown) => {
          app.log.warn({ err: error }, "could not read the last inventory sync; syncing now");
          schedule(0);
        },
      );
    },
    async stop() {
      stopped = true;
      if (handle !== undefined) timer.clear(handle);
      await busy;
    },
    whenIdle: () => busy,
  };
}

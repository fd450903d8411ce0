import { z } from "zod";
import { roomTypeSchema } from "./room-type-field.ts";
import { ROOM_TYPES } from "./room-types.ts";

/** POST /api/admin/inventory/sync {roomType?}: one type, or all when absent. */
export const inventorySyncRequestSchema = z
  .object({ roomType: z.optional(roomTypeSchema) })
  .optional()
  .transform((request) => ({ roomType: request?.roomType }));

export type InventorySyncRequestInput = z.input<typeof inventorySyncRequestSchema>;

/** One inventory sync run: POST /api/admin/inventory/sync answers the one it made. */
export const inventorySyncRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(["schedule", "manual"]),
  roomType: z.enum(ROOM_TYPES).nullable(),
  status: z.enum(["running", "succeeded", "failed"]),
  /** YYYY-MM-DD */
  startDate: z.string(),
  /** YYYY-MM-DD */
  endDate: z.string(),
  recordsStored: z.number(),
  error: z.string().nullable(),
  /** ISO instant. */
  startedAt: z.string(),
  /** ISO instant; null while running. */
  finishedAt: z.string().nullable(),
});
export type InventorySyncRun = z.infer<typeof inventorySyncRunSchema>;
export type InventorySyncTriggerName = InventorySyncRun["trigger"];

/** GET /api/admin/inventory/sync-status: the latest sync run, whatever became of it. */
export const inventorySyncStatusSchema = z.object({
  /** False without LH_CHANNEL_CODE: nothing is synced and the inventory tab shows its empty state. */
  configured: z.boolean(),
  latest: inventorySyncRunSchema.nullable(),
});

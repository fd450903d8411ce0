import { z } from "zod";
import { roomTypeSchema } from "./room-type-field.ts";

/** POST /api/admin/inventory/sync {roomType?}: one type, or all when absent. */
export const inventorySyncRequestSchema = z
  .object({ roomType: z.optional(roomTypeSchema) })
  .optional()
  .transform((request) => ({ roomType: request?.roomType }));

export type InventorySyncRequestInput = z.input<typeof inventorySyncRequestSchema>;
export type InventorySyncRequest = z.output<typeof inventorySyncRequestSchema>;

/** The answer of POST /api/admin/inventory/sync, as the staff screen reads it. */
export const inventorySyncRunSchema = z.object({
  id: z.string(),
  status: z.enum(["running", "succeeded", "failed"]),
  recordsStored: z.number(),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type InventorySyncRunView = z.infer<typeof inventorySyncRunSchema>;

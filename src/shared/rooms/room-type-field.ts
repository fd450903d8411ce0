import { z } from "zod/mini";
import { ROOM_TYPES } from "./room-types.ts";
import { requiredMessage } from "../validation/messages.ts";

export const ROOM_TYPE_REQUIRED = requiredMessage("Room type");
export const ROOM_TYPE_INVALID = `Please choose a valid room type: ${ROOM_TYPES.slice(0, -1).join(", ")} or ${ROOM_TYPES.at(-1) ?? ""}`;

/** One of the stored room types; anything else is refused with the list of valid ones. */
export const roomTypeSchema = z.enum(ROOM_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? ROOM_TYPE_REQUIRED : ROOM_TYPE_INVALID),
});

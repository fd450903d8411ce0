import { type Room, rooms, visibleRooms } from "../../../../content/rooms.ts";
import { ROOM_TYPES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { AppError } from "../../errors.ts";

// The 33 rooms of content/rooms.ts as the API serves them (GET /api/rooms, /api/rooms/{id}).

export const ROOM_NOT_FOUND = "Room not found";
export const ROOM_NOT_AVAILABLE = "This room is currently not available";

const byKey = new Map<string, Room>();
for (const room of rooms) {
  byKey.set(room.id, room);
  byKey.set(String(room.number), room);
}

/** The rooms guests can see, in number order. */
export function listRooms(): readonly Room[] {
  return visibleRooms;
}

/** A room by its id or slug ("room-12"), or its number ("12"); hidden and unknown rooms are 404s. */
export function findRoom(idOrSlug: string): Room {
  const room = byKey.get(idOrSlug.trim().toLowerCase());
  if (!room) throw new AppError("NOT_FOUND", ROOM_NOT_FOUND);
  if (room.hidden) throw new AppError("NOT_FOUND", ROOM_NOT_AVAILABLE);
  return room;
}

const bookableCounts = new Map<RoomType, number>(
  ROOM_TYPES.map((type) => [type, visibleRooms.filter((room) => room.type === type).length]),
);

/** Rooms of a type guests can book: the inventory's total when Little Hotelier does not say otherwise. */
export function bookableRoomCount(type: RoomType): number {
  return bookableCounts.get(type) ?? 0;
}

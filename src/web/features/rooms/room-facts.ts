import type { BedType, Room, RoomFloor } from "../../../../content/rooms.ts";

const BED_TYPE_LABELS: Readonly<Record<BedType, string>> = {
  single: "Single bed",
  double: "Double bed",
  twin: "Twin beds",
  family: "Family beds",
  king: "King-size bed",
};

const FLOOR_LABELS: Readonly<Record<RoomFloor, string>> = {
  ground: "Ground floor",
  first: "First floor",
};

/** "Up to 3 guests", or "1 guest" for a single. */
export function guestsLabel(room: Room): string {
  return room.occupancy.max === 1 ? "1 guest" : `Up to ${room.occupancy.max} guests`;
}

function bedTypeLabel(room: Room): string {
  return BED_TYPE_LABELS[room.bedType];
}

/** The beds as the room's amenities name them ("Double bed and a single bed"), else by bed type. */
export function bedsOf(room: Room): string {
  return room.amenities.find((amenity) => amenity.icon === "Bed")?.name ?? bedTypeLabel(room);
}

export function floorLabel(room: Room): string {
  return FLOOR_LABELS[room.floor];
}

/** "En-suite shower room", "En-suite with bath", or the one room whose bathroom is across the landing. */
export function bathroomLabel(room: Room): string {
  if (!room.enSuite) return "Bathroom across the landing";
  return room.bathroom === "bath" ? "En-suite with bath" : "En-suite shower room";
}

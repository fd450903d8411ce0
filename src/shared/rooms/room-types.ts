// Room types, their guests and their static "from" prices. Imported by the
// server (price fallback, inventory) and by the web (room cards, filters) alike.

/** The stored forms of the five room types, in the order the site lists them. */
export const ROOM_TYPES = ["single", "double", "twin", "standard_family", "deluxe_family"] as const;

export type RoomType = (typeof ROOM_TYPES)[number];

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === "string" && (ROOM_TYPES as readonly string[]).includes(value);
}

/** The type as the site shows it: the standard family room is shown simply as "Family". */
export const ROOM_TYPE_LABELS: Readonly<Record<RoomType, string>> = {
  single: "Single",
  double: "Double",
  twin: "Twin",
  standard_family: "Family",
  deluxe_family: "Deluxe Family",
};

/** The type's full name, for places where "Family" alone would be ambiguous (staff screens). */
export const ROOM_TYPE_NAMES: Readonly<Record<RoomType, string>> = {
  single: "Single",
  double: "Double",
  twin: "Twin",
  standard_family: "Standard Family",
  deluxe_family: "Deluxe Family",
};

export const ROOM_CURRENCY = "GBP";

/**
 * The static "from" price per night in pounds, shown first and kept whenever a current price
 * cannot be had. The marketing line "from £65/night" is separate copy, not one of these.
 */
export const STATIC_FROM_PRICES: Readonly<Record<RoomType, number>> = {
  single: 114,
  double: 132,
  twin: 141,
  standard_family: 158,
  deluxe_family: 185,
};

export interface RoomOccupancy {
  adults: number;
  children: number;
  /** Most guests in the room, adults and children together. */
  max: number;
}

/** Who a room of each type sleeps. */
export const ROOM_OCCUPANCY: Readonly<Record<RoomType, RoomOccupancy>> = {
  single: { adults: 1, children: 0, max: 1 },
  double: { adults: 2, children: 0, max: 2 },
  twin: { adults: 2, children: 0, max: 2 },
  standard_family: { adults: 2, children: 1, max: 3 },
  deluxe_family: { adults: 2, children: 2, max: 4 },
};

/** True when a room of the type sleeps this party: adults, children and everyone together within its limits. */
export function roomSleeps(roomType: RoomType, party: { adults: number; children: number }): boolean {
  const { adults, children, max } = ROOM_OCCUPANCY[roomType];
  return party.adults <= adults && party.children <= children && party.adults + party.children <= max;
}

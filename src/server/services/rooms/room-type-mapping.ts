import type { RoomType } from "../../../shared/rooms/room-types.ts";

/**
 * Which of our room types a Little Hotelier room (or rate plan) name stands for. Names listed in
 * LH_ROOM_TYPE_MAP win (compared without case or surrounding spaces); other names are read by
 * the words in them, so "Deluxe Family Room - Flexible" needs no configuration. A name that
 * matches nothing is not one of our types and is left out.
 */
export type RoomTypeMatcher = (littleHotelierName: string) => RoomType | undefined;

function normalised(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

const WORD_RULES: ReadonlyArray<{ pattern: RegExp; type: RoomType }> = [
  { pattern: /\bdeluxe\b.*\bfamily\b|\bfamily\b.*\bdeluxe\b/, type: "deluxe_family" },
  { pattern: /\bfamily\b/, type: "standard_family" },
  { pattern: /\btwin\b/, type: "twin" },
  { pattern: /\bsingle\b/, type: "single" },
  { pattern: /\b(double|king|queen)\b/, type: "double" },
];

export function createRoomTypeMatcher(explicit: Readonly<Record<string, RoomType>> = {}): RoomTypeMatcher {
  const byName = new Map(Object.entries(explicit).map(([name, type]) => [normalised(name), type]));
  return (littleHotelierName) => {
    const name = normalised(littleHotelierName);
    return byName.get(name) ?? WORD_RULES.find((rule) => rule.pattern.test(name))?.type;
  };
}

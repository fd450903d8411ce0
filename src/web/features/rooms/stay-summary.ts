import { nightsBetween } from "../../../shared/dates.ts";
import { ROOM_OCCUPANCY, ROOM_TYPE_LABELS, type RoomType } from "../../../shared/rooms/room-types.ts";
import type { RoomTypeAnswer } from "./check-stay.ts";

// The words of the stay search's answer (ADR 017), kept apart from the markup so they can be tested.

const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Party {
  adults: number;
  children: number;
}

/** "Fri 12 Mar 2027 – Sun 14 Mar 2027 · 2 nights · 2 adults, 1 child". */
export function staySummary(stay: Party & { checkIn: string; checkOut: string }): string {
  // Built from parts: browsers differ on the comma after the weekday.
  const day = (date: string) => DAY.formatToParts(new Date(`${date}T00:00:00Z`)).filter((part) => part.type !== "literal").map((part) => part.value).join(" ");
  return `${day(stay.checkIn)} – ${day(stay.checkOut)} · ${plural(nightsBetween(stay.checkIn, stay.checkOut), "night", "nights")} · ${partyWords(stay, ", ")}`;
}

/** "2 adults, 1 child" (or "2 adults and 1 child" with " and "); children only when there are some. */
function partyWords(party: Party, joiner: string): string {
  return [plural(party.adults, "adult", "adults"), ...(party.children > 0 ? [plural(party.children, "child", "children")] : [])].join(joiner);
}

/** "Sleeps 2 adults and 1 child", "Sleeps 1 adult". */
export function sleepsLabel(roomType: RoomType): string {
  return `Sleeps ${partyWords(ROOM_OCCUPANCY[roomType], " and ")}`;
}

/**
 * The sentence the live region reads once the answer is in (and the notice above the rows shows).
 * When no room sleeps the party, it says what each one does sleep: a screen reader hears it here,
 * not only in each row.
 */
export function answerAnnouncement(answers: readonly RoomTypeAnswer[], reachable: boolean, party: Party): string {
  const fitting = answers.filter((answer) => answer.kind !== "too-small");
  if (fitting.length === 0) {
    const each = answers.map((answer) => `${ROOM_TYPE_LABELS[answer.roomType]}, ${partyWords(ROOM_OCCUPANCY[answer.roomType], " and ")}`).join("; ");
    return `None of our rooms sleeps ${partyWords(party, " and ")} on its own. What each room sleeps: ${each}. You can book several rooms on our booking site.`;
  }
  if (!reachable) return "We can't check live availability just now. Our booking site can still show prices and book these dates.";
  const available = answers.filter((answer) => answer.kind === "available").length;
  if (available === 0) return "Sorry, no room that sleeps your party is available for these dates.";
  return `${plural(available, "room type is", "room types are")} available for your dates.`;
}

/** Shown when the search's own code could not be loaded (the connection dropped). */
export const STAY_SEARCH_FAILED = "Sorry, we couldn't check your dates just now. Please try again, or book on our booking site.";

/**
 * The hotel's 33 rooms (public-site §3), built from the spec's rules rather than typed out one by
 * one, so a rule is changed in one place. Rendered by the web and served by GET /api/rooms alike;
 * it imports only shared constants, never server code.
 */
import {
  ROOM_CURRENCY,
  ROOM_OCCUPANCY,
  ROOM_TYPES,
  STATIC_FROM_PRICES,
  type RoomType,
} from "../src/shared/rooms/room-types.ts";
import { HIDDEN_ROOM_NUMBERS, ROOM_COUNT } from "./room-numbers.ts";
import type { Room } from "../src/shared/content/rooms.ts";

export type { Room };
export type BedType = Room["bedType"];
export type RoomFloor = Room["floor"];
type RoomView = Room["view"];
type BathroomType = Room["bathroom"];
type RoomAmenity = Room["amenities"][number];

/** Icon names the site knows (§3); the web shows a star for any other. */
export const AMENITY_ICONS = [
  "Bath",
  "Shower",
  "Toilet",
  "Shirt",
  "FileText",
  "Tv",
  "Wifi",
  "Coffee",
  "Wind",
  "Gift",
  "Bed",
  "Zap",
  "Monitor",
  "Phone",
  "Thermometer",
  "Square",
  "PawPrint",
  "Car",
  "Wine",
  "Award",
] as const;

export type AmenityIcon = (typeof AMENITY_ICONS)[number];

/** Which room numbers are of which type (§3). */
const ROOM_NUMBERS_BY_TYPE: Readonly<Record<RoomType, readonly number[]>> = {
  single: [2, 4, 6, 10, 13, 17, 20, 21, 25],
  double: [1, 3, 7, 12, 22, 23, 24, 26, 28, 29, 33],
  twin: [14, 15, 16, 19, 30, 31, 32],
  standard_family: [5, 9, 11, 18],
  deluxe_family: [8, 27],
};

const KING_BED_ROOM_NUMBERS: readonly number[] = [12];
const BATH_ROOM_NUMBERS: readonly number[] = [12, 16, 18, 19];
export const NOT_EN_SUITE_ROOM_NUMBERS: readonly number[] = [2];

function roomSlugFor(roomNumber: number): string {
  return `room-${roomNumber}`;
}

function roomTypeOfNumber(roomNumber: number): RoomType {
  const type = ROOM_TYPES.find((candidate) => ROOM_NUMBERS_BY_TYPE[candidate].includes(roomNumber));
  if (!type) throw new RangeError(`No room ${roomNumber}`);
  return type;
}

/** §3: first floor for rooms 1-8 and 21-33; the ground floor for 12, 14-19 and the rest. */
export function floorOfRoom(roomNumber: number): RoomFloor {
  return roomNumber <= 8 || roomNumber >= 21 ? "first" : "ground";
}

/** §3: garden up to room 5, street up to 15, garden up to 25, then the stained glass windows. */
function viewOfRoom(roomNumber: number): RoomView {
  if (roomNumber <= 5) return "Garden view";
  if (roomNumber <= 15) return "Street view";
  if (roomNumber <= 25) return "Garden view";
  return "Stained glass window view";
}

function bedTypeOf(roomNumber: number, type: RoomType): BedType {
  if (KING_BED_ROOM_NUMBERS.includes(roomNumber)) return "king";
  if (type === "standard_family" || type === "deluxe_family") return "family";
  return type;
}

const BED_AMENITY: Readonly<Record<BedType, string>> = {
  single: "Single bed",
  double: "Double bed",
  king: "King-size bed",
  twin: "Two single beds",
  family: "Family beds",
};

const FAMILY_BEDS: Readonly<Partial<Record<RoomType, string>>> = {
  standard_family: "Double bed and a single bed",
  deluxe_family: "Double bed and two single beds",
};

const TYPE_STORY: Readonly<Record<RoomType, { opening: string }>> = {
  single: {
    opening:
      "A snug single for the solo traveller: a comfortable bed made up with crisp cotton, a desk for an evening's work and a tray of tea and coffee for when you come in from the rain.",
  },
  double: {
    opening:
      "A restful double under the tall ceilings of our 1877 townhouse, with a comfortable bed, soft lighting and a proper cup of tea waiting whenever you come back from the castle or the cathedral.",
  },
  twin: {
    opening:
      "Two single beds in a bright, well-proportioned room: just right for friends walking Hadrian's Wall, colleagues in town for a meeting, or a parent and grown-up child exploring Carlisle.",
  },
  standard_family: {
    opening:
      "Room for a family of three, with a double bed and a single, space for the suitcases and breakfast downstairs before a day at Tullie House, the castle or the Lakes.",
  },
  deluxe_family: {
    opening:
      "Our most generous family room, sleeping up to four with a double bed and two singles, plenty of floor space for the children to spread out and the dog to find a corner of its own.",
  },
};

const VIEW_SENTENCE: Readonly<Record<RoomView, string>> = {
  "Garden view": "The window looks out over the garden, quiet in the evening and bright in the morning.",
  "Street view": "The window looks onto the street, with the comings and goings of a Cumbrian market city below.",
  "Stained glass window view":
    "Its original stained glass window, kept from the Victorian house, scatters coloured light across the room on a sunny morning.",
};

const FLOOR_SENTENCE: Readonly<Record<RoomFloor, string>> = {
  first: "It is on the first floor, up our original Victorian staircase.",
  ground: "It is on the ground floor, a few steps from reception and the resident bar.",
};

function bathroomSentence(roomNumber: number, bathroom: BathroomType, enSuite: boolean): string {
  if (!enSuite) return `Room ${roomNumber} is our one room without an en-suite: its bathroom is a few steps away across the landing.`;
  return bathroom === "bath"
    ? "The en-suite has a full-size bath, for a long soak after a day's walking."
    : "The en-suite has a good, hot shower.";
}

/** How the short description of a room of each type begins. */
const SHORT_OPENING: Readonly<Record<RoomType, string>> = {
  single: "A snug single",
  double: "A restful Victorian double",
  twin: "A bright twin with two single beds",
  standard_family: "A family room for three with a double and a single",
  deluxe_family: "Our roomiest family room, sleeping four in a double and two singles",
};

const SHORT_VIEW: Readonly<Record<RoomView, string>> = {
  "Garden view": "looking over the garden",
  "Street view": "looking onto the street",
  "Stained glass window view": "lit by an original stained glass window",
};

/**
 * The line on the room's card and under its name: what sets this room apart from others of its
 * type (its bed if it is the king, its floor, its view, its bathroom), in one sentence.
 */
function shortDescriptionOf(type: RoomType, bedType: BedType, floor: RoomFloor, view: RoomView, bathroom: BathroomType, enSuite: boolean): string {
  const opening = bedType === "king" ? `${SHORT_OPENING[type]} with the house's one king-size bed` : SHORT_OPENING[type];
  const bath = !enSuite ? "its bathroom across the landing" : bathroom === "bath" ? "a full-size bath in the en-suite" : "an en-suite shower room";
  return `${opening}, on the ${floor} floor, ${SHORT_VIEW[view]}, with ${bath}.`;
}

function amenitiesOf(type: RoomType, bedType: BedType, bathroom: BathroomType, enSuite: boolean): RoomAmenity[] {
  const bed: RoomAmenity = { name: FAMILY_BEDS[type] ?? BED_AMENITY[bedType], icon: "Bed" };
  const bath: RoomAmenity[] = !enSuite
    ? [{ name: "Bathroom across the landing", icon: "Shower" }]
    : bathroom === "bath"
      ? [
          { name: "En-suite with bath", icon: "Bath" },
          { name: "Private toilet", icon: "Toilet" },
        ]
      : [
          { name: "En-suite shower room", icon: "Shower" },
          { name: "Private toilet", icon: "Toilet" },
        ];
  const desk: RoomAmenity[] = type === "single" || type === "double" || type === "twin" ? [{ name: "Work desk", icon: "Monitor" }] : [];
  return [
    bed,
    ...bath,
    { name: "Free Wi-Fi", icon: "Wifi" },
    { name: "Flat-screen TV", icon: "Tv" },
    { name: "Tea and coffee tray", icon: "Coffee" },
    ...desk,
    { name: "Hairdryer", icon: "Wind" },
    { name: "Central heating", icon: "Thermometer" },
    { name: "Direct-dial telephone", icon: "Phone" },
    { name: "Complimentary toiletries", icon: "Gift" },
    { name: "Iron on request", icon: "Shirt" },
    { name: "Wardrobe", icon: "Square" },
    { name: "Pets welcome", icon: "PawPrint" },
    { name: "Free parking", icon: "Car" },
  ];
}

function featuresOf(roomNumber: number, bathroom: BathroomType, view: RoomView): string[] {
  const features: string[] = [];
  if (KING_BED_ROOM_NUMBERS.includes(roomNumber)) features.push("King-size bed");
  if (bathroom === "bath") features.push("Full-size bath");
  if (view === "Stained glass window view") features.push("Original Victorian stained glass window");
  if (view === "Garden view") features.push("Garden outlook");
  return features;
}

function buildRoom(roomNumber: number): Room {
  const type = roomTypeOfNumber(roomNumber);
  const bedType = bedTypeOf(roomNumber, type);
  const floor = floorOfRoom(roomNumber);
  const view = viewOfRoom(roomNumber);
  const bathroom: BathroomType = BATH_ROOM_NUMBERS.includes(roomNumber) ? "bath" : "shower";
  const enSuite = !NOT_EN_SUITE_ROOM_NUMBERS.includes(roomNumber);
  const story = TYPE_STORY[type];
  const kingSentence = bedType === "king" ? " This is the one room in the house with a king-size bed." : "";
  const slug = roomSlugFor(roomNumber);
  return {
    id: slug,
    slug,
    number: roomNumber,
    name: `Room ${roomNumber}`,
    type,
    description: [
      `${story.opening}${kingSentence}`,
      VIEW_SENTENCE[view],
      FLOOR_SENTENCE[floor],
      bathroomSentence(roomNumber, bathroom, enSuite),
      "Well-behaved dogs and cats are welcome too.",
    ].join(" "),
    shortDescription: shortDescriptionOf(type, bedType, floor, view, bathroom, enSuite),
    price: { from: STATIC_FROM_PRICES[type], currency: ROOM_CURRENCY },
    occupancy: ROOM_OCCUPANCY[type],
    bedType,
    images: [`/images/rooms/${slug}.jpg`, `/images/rooms/${type}-interior.jpg`, `/images/rooms/bathroom-${enSuite ? bathroom : "landing"}.jpg`],
    amenities: amenitiesOf(type, bedType, bathroom, enSuite),
    features: featuresOf(roomNumber, bathroom, view),
    floor,
    view,
    petFriendly: true,
    bathroom,
    enSuite,
    hidden: HIDDEN_ROOM_NUMBERS.includes(roomNumber),
  };
}

/** Every room, 1 to 33, hidden ones included (their pages still exist). */
export const rooms: readonly Room[] = Array.from({ length: ROOM_COUNT }, (_, index) => buildRoom(index + 1));

/** The rooms guests can see and book. */
export const visibleRooms: readonly Room[] = rooms.filter((room) => !room.hidden);

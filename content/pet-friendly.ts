import type { AttractionId } from "./explore.ts";
import { CONTENT_CURRENCY } from "./money.ts";

/**
 * The Pet-friendly page (public-site §2): three pet-friendly room types with their starting
 * prices, the pet policy, amenities, local vets and pet services, pet-friendly places to go, and
 * buttons to /booking, /book-addons and /contact. Prices are pounds (content/money.ts).
 *
 * The starting prices 65 / 85 / 95 are this page's own and differ from the room pages' per-type
 * prices (src/shared/rooms/room-types.ts); DESIGN decision 11 says to show each page's figures as it
 * states them, and the hotel must reconcile them (content/README.md).
 */

import { DIRECT_BOOKING_PET_FEE, PET_FEE } from "./pet-fee.ts";
import type { PetAmenity, PetFriendlyPlace, PetFriendlyRoomType, PetService } from "../src/shared/content/pet-friendly.ts";

export type PetServiceKind = PetService["kind"];

export { DIRECT_BOOKING_PET_FEE, PET_FEE };

export const petFriendlyRoomTypes = [
  {
    id: "pet-single",
    name: "Single Room with Pet",
    roomTypes: ["single"],
    priceFrom: 65,
    currency: CONTENT_CURRENCY,
    description: "A snug single for a solo traveller and a four-legged friend, with room for a dog bed by the radiator.",
    features: ["Single bed", "Water and food bowls", "Desk and tea tray"],
  },
  {
    id: "pet-double-twin",
    name: "Double or Twin Room with Pet",
    roomTypes: ["double", "twin"],
    priceFrom: 85,
    currency: CONTENT_CURRENCY,
    description: "Space for two guests and their pets, with tall Victorian ceilings and a towel by the door for muddy paws.",
    features: ["Double or two single beds", "Pet bed on request", "Easy access to the garden"],
  },
  {
    id: "pet-family",
    name: "Family Room with Pet",
    roomTypes: ["standard_family", "deluxe_family"],
    priceFrom: 95,
    currency: CONTENT_CURRENCY,
    description: "Room for the whole family, dog included, sleeping three or four with plenty of floor space for everyone to settle.",
    features: ["Sleeps three or four", "Plenty of floor space", "Welcome treats for your pet"],
  },
] as const satisfies readonly PetFriendlyRoomType[];

export const petPolicy = [
  "Well-behaved dogs and cats are welcome in every one of our rooms.",
  `The pet fee is £${PET_FEE.perPetPerNight} per pet per night, payable ${PET_FEE.payable}.`,
  `Book direct with us and save £${PET_FEE.directBookingDiscountPerPetPerNight} per pet per night, so you pay £${DIRECT_BOOKING_PET_FEE}.`,
  `Already booked direct? Add pet accommodation online before you arrive at £${DIRECT_BOOKING_PET_FEE} per pet per night.`,
  "Up to two pets per room; please tell us about them when you book.",
  "Please don't leave pets alone in the room, and keep them off the beds and furniture.",
  "Dogs should be on a lead in the hotel's shared areas. Pets are welcome in the bar but not in the breakfast room.",
  "Assistance dogs are always welcome, everywhere in the hotel, and are never charged the pet fee.",
  "Owners are responsible for any damage or extra cleaning their pet causes.",
] as const;

export const petAmenities = [
  { name: "Bowls and a bed", description: "Water and food bowls in your room, and a pet bed on request.", icon: "PawPrint" },
  { name: "Welcome treats", description: "A small bag of treats waiting at check-in.", icon: "Bone" },
  { name: "Muddy-paw towels", description: "Old towels by the door for after a wet walk along the Eden.", icon: "Droplets" },
  { name: "Poo bags at reception", description: "Help yourself on your way out for a walk, any time of day or night.", icon: "ConciergeBell" },
  { name: "Walks map", description: "Our own map of the best dog walks from the front door, from Bitts Park to Rickerby Park.", icon: "Map" },
  { name: "Dog-friendly bar", description: "Your dog is welcome to join you in the resident bar in the evening.", icon: "Dog" },
] as const satisfies readonly PetAmenity[];

function dramaPhone(lastThree: string): PetService["phone"] {
  return { display: `01632 960${lastThree}`, e164: `+441632960${lastThree}` };
}

export const petServices = [
  {
    id: "caldew-bridge-vets",
    name: "Caldew Bridge Veterinary Surgery",
    kind: "vet",
    description: "Small-animal practice happy to see visiting pets; appointments most weekdays and Saturday mornings.",
    address: "Dalston Road, Carlisle CA2",
    phone: dramaPhone("301"),
    distance: "5 min drive",
  },
  {
    id: "border-city-emergency-vets",
    name: "Border City Out-of-Hours Vets",
    kind: "emergency-vet",
    description: "Emergency cover overnight, at weekends and on bank holidays. Always call before you travel.",
    address: "London Road, Carlisle CA1",
    phone: dramaPhone("302"),
    distance: "6 min drive",
  },
  {
    id: "petteril-paws",
    name: "Petteril Paws Grooming",
    kind: "groomer",
    description: "Baths, trims and a proper dry after a muddy day on the fells.",
    address: "Warwick Road, Carlisle CA1",
    phone: dramaPhone("303"),
    distance: "8 min walk",
  },
  {
    id: "citadel-pet-supplies",
    name: "Citadel Pet Supplies",
    kind: "pet-shop",
    description: "Food, leads, beds and forgotten essentials, a short walk from the hotel.",
    address: "Botchergate, Carlisle CA1",
    phone: dramaPhone("304"),
    distance: "4 min walk",
  },
  {
    id: "stanwix-dog-walking",
    name: "Stanwix Dog Walking & Day Care",
    kind: "dog-walker",
    description: "Insured dog walkers and day care for days out where dogs can't follow.",
    address: "Scotland Road, Carlisle CA3",
    phone: dramaPhone("305"),
    distance: "10 min drive",
  },
] as const satisfies readonly PetService[];

export const petFriendlyPlaces = [
  {
    id: "rickerby-park",
    name: "Rickerby Park",
    attractionId: "rickerby-park",
    description: "Wide open parkland across the Memorial Bridge; cattle graze here, so keep dogs on a lead near the herd.",
    coordinates: { lat: 54.9041, lng: -2.9277 },
  },
  {
    id: "bitts-park",
    name: "Bitts Park",
    attractionId: "bitts-park",
    description: "Riverside lawns below the castle with paths along the Eden, ideal for the morning walk.",
    coordinates: { lat: 54.899, lng: -2.9395 },
  },
  {
    id: "hadrians-wall-path",
    name: "Hadrian's Wall Path along the Eden",
    description: "The National Trail follows the river through the city: walk as far as you like, keeping dogs on a lead through farmland.",
    coordinates: { lat: 54.9006, lng: -2.9338 },
  },
  {
    id: "talkin-tarn",
    name: "Talkin Tarn Country Park",
    attractionId: "talkin-tarn",
    description: "A woodland loop around the tarn, twenty minutes' drive away, with tea rooms for a treat afterwards.",
    coordinates: { lat: 54.922, lng: -2.71 },
  },
] as const satisfies readonly (PetFriendlyPlace & { attractionId?: AttractionId })[];

/** The page's three buttons (§2). */
export const petFriendlyActions = [
  { label: "Book Your Stay", path: "/booking" },
  { label: "Add Pet Accommodation", path: "/book-addons" },
  { label: "Contact Us", path: "/contact" },
] as const;

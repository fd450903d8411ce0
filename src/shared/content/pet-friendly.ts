import { z } from "zod";
import { ROOM_TYPES } from "../rooms/room-types.ts";
import { contentCurrency, coordinates, list, phoneNumber, pounds, sitePath, slugId } from "./content-fields.ts";
import { text } from "./content-text.ts";
import { iconName } from "./home-sections.ts";

/** The pet fee as the site states it; what a direct booking pays is worked out from it in code. */
export const petFeeSchema = z.object({
  perPetPerNight: pounds("The fee per pet per night, in pounds"),
  payable: text("label", "When it is paid, e.g. on arrival"),
  directBookingDiscountPerPetPerNight: pounds("What a direct booking saves per pet per night, in pounds"),
  currency: contentCurrency,
});

const petFriendlyRoomTypeSchema = z.object({
  id: slugId("Key of the card"),
  name: text("heading", "The card's heading"),
  roomTypes: list(z.enum(ROOM_TYPES), "The room types the card stands for"),
  priceFrom: pounds("The card's starting price per night, in pounds"),
  currency: contentCurrency,
  description: text("line", "One or two sentences about the room"),
  features: list(text("label", "One feature"), "What the room has"),
});

const petAmenitySchema = z.object({
  name: text("label", "The amenity"),
  description: text("line", "One line about it"),
  icon: iconName,
});

const PET_SERVICE_KINDS = ["vet", "emergency-vet", "groomer", "pet-shop", "dog-walker"] as const;

const petServiceSchema = z.object({
  id: slugId("Key of the service"),
  name: text("heading", "The business's name"),
  kind: z.enum(PET_SERVICE_KINDS).describe("What kind of service it is"),
  description: text("line", "Opening notes and what it offers"),
  address: text("line", "The street address"),
  phone: phoneNumber,
  distance: text("label", "How far it is from the hotel"),
});
export type PetService = z.infer<typeof petServiceSchema>;

const petFriendlyPlaceSchema = z.object({
  id: slugId("Key of the place"),
  name: text("heading", "The place's name"),
  attractionId: slugId("The same place on the Explore page, when it is listed there (a content test keeps the two equal)").optional(),
  description: text("line", "Why it is good for a walk with a dog"),
  coordinates,
});

/** The pet-friendly page: room cards, policy, amenities, local services, places to walk and its buttons. */
export const petFriendlyContentSchema = z.object({
  roomTypes: list(petFriendlyRoomTypeSchema, "The pet-friendly room cards"),
  policy: list(text("line", "One rule"), "The pet policy"),
  amenities: list(petAmenitySchema, "What the hotel provides for pets"),
  services: list(petServiceSchema, "Vets and pet services nearby"),
  places: list(petFriendlyPlaceSchema, "Pet-friendly places to go"),
  actions: list(z.object({ label: text("label", "The button's words"), path: sitePath("The page it opens") }), "The page's buttons"),
});
type PetFriendlyContent = z.infer<typeof petFriendlyContentSchema>;
export type PetFriendlyRoomType = PetFriendlyContent["roomTypes"][number];
export type PetAmenity = PetFriendlyContent["amenities"][number];
export type PetFriendlyPlace = PetFriendlyContent["places"][number];

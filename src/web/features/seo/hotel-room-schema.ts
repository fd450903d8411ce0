import { hotel } from "../../../../content/hotel.ts";
import type { Room } from "../../../../content/rooms.ts";
import { hotelId } from "./hotel-schema.ts";
import type { JsonLdNode } from "./json-ld.ts";

type Beds = Array<{ count: number; type: "Single" | "Double" | "King" }>;

/** The beds of a room, as its amenity list describes them in words. */
function bedsOf(room: Room): Beds {
  if (room.type === "standard_family") return [{ count: 1, type: "Double" }, { count: 1, type: "Single" }];
  if (room.type === "deluxe_family") return [{ count: 1, type: "Double" }, { count: 2, type: "Single" }];
  if (room.bedType === "king") return [{ count: 1, type: "King" }];
  if (room.bedType === "twin") return [{ count: 2, type: "Single" }];
  return [{ count: 1, type: room.bedType === "single" ? "Single" : "Double" }];
}

/** A room page's HotelRoom, inside the hotel described on the home page. */
export function hotelRoomSchema(room: Room, publicUrl: string): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "HotelRoom",
    "@id": `${publicUrl}/rooms/${room.slug}#room`,
    name: room.name,
    description: room.description,
    url: `${publicUrl}/rooms/${room.slug}`,
    occupancy: { "@type": "QuantitativeValue", maxValue: room.occupancy.max, unitCode: "C62" },
    bed: bedsOf(room).map((bed) => ({ "@type": "BedDetails", numberOfBeds: bed.count, typeOfBed: bed.type })),
    floorLevel: room.floor === "ground" ? "Ground floor" : "First floor",
    petsAllowed: room.petFriendly,
    amenityFeature: room.amenities.map((amenity) => ({ "@type": "LocationFeatureSpecification", name: amenity.name, value: true })),
    containedInPlace: { "@type": "Hotel", "@id": hotelId(publicUrl), name: hotel.name, url: `${publicUrl}/` },
  };
}

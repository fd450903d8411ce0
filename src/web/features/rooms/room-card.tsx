import BedDouble from "lucide-react/icons/bed-double";
import Users from "lucide-react/icons/users";
import type { Room } from "../../../../content/rooms.ts";
import { ROOM_TYPE_LABELS } from "../../../shared/rooms/room-types.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { bedsOf, guestsLabel } from "./room-facts.ts";
import { RoomPhoto } from "./room-photo.tsx";
import { RoomPrice } from "./room-price.tsx";
import { RoomTypeBadge } from "./room-type-badge.tsx";

const AMENITIES_ON_CARD = 3;

interface RoomCardProps {
  room: Room;
  /** Pounds per night: today's price when known, else the static "from" price. */
  price: number;
  /** Called as the guest opens the room's page (the list notes where to come back to). */
  onOpen?: () => void;
}

/** A room in the list: photo, type, name, a line about it, who it sleeps, a few amenities and its price. */
export function RoomCard({ room, price, onOpen }: RoomCardProps) {
  const nameId = `${room.slug}-name`;
  // The beds have their own line, so the amenity that names them is not repeated as a chip.
  const beds = bedsOf(room);
  const chips = room.amenities.filter((amenity) => amenity.icon !== "Bed");
  const moreAmenities = chips.length - AMENITIES_ON_CARD;
  return (
    <article aria-labelledby={nameId} className="flex flex-col overflow-hidden rounded-sm border border-border bg-surface shadow-sm">
      <div className="relative">
        <RoomPhoto
          src={room.images[0] ?? ""}
          alt={`${room.name}, a ${ROOM_TYPE_LABELS[room.type].toLowerCase()} room`}
          sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          aspectRatio={4 / 3}
          className="w-full"
        />
        <RoomTypeBadge type={room.type} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id={nameId} className="text-2xl font-semibold">
            {room.name}
          </h2>
          <RoomPrice price={price} roomType={room.type} className="text-right" />
        </div>
        <p className="mt-2 text-muted-foreground">{room.shortDescription}</p>
        <ul aria-label="At a glance" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-brand" />
            {guestsLabel(room)}
          </li>
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="size-4 text-brand" />
            {beds}
          </li>
        </ul>
        <ul aria-label="Amenities" className="mt-4 flex flex-wrap gap-2 text-xs">
          {chips.slice(0, AMENITIES_ON_CARD).map((amenity) => (
            <li key={amenity.name} className="rounded-full border border-border bg-muted px-2.5 py-1">
              {amenity.name}
            </li>
          ))}
          {moreAmenities > 0 && <li className="rounded-full px-1 py-1 font-medium text-accent-foreground">+{moreAmenities} more</li>}
        </ul>
        <div className="mt-6 flex flex-1 items-end">
          <a href={`/rooms/${room.slug}`} onClick={onOpen} className={buttonVariants({ variant: "outline", wrap: true, className: "w-full text-center" })}>
            View Details<span className="sr-only"> of {room.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}

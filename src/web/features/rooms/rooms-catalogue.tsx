import { useState } from "react";
import { visibleRooms } from "../../../../content/rooms.ts";
import { ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { Container } from "../../components/ui/container.tsx";
import { RoomCard } from "./room-card.tsx";
import { RoomTypeFilter } from "./room-type-filter.tsx";
import { RoomsEmptyState } from "./rooms-empty-state.tsx";
import { useCurrentPrices } from "./use-current-prices.ts";

/** The types that have a room to show, in the site's order; asked for today's price once each. */
const LISTED_TYPES: readonly RoomType[] = ROOM_TYPES.filter((type) => visibleRooms.some((room) => room.type === type));

/** Every room guests can book, filterable by type, with today's prices once they arrive. */
export function RoomsCatalogue() {
  const [selectedType, setSelectedType] = useState<RoomType | undefined>(undefined);
  const currentPrices = useCurrentPrices(LISTED_TYPES);
  const shown = selectedType ? visibleRooms.filter((room) => room.type === selectedType) : visibleRooms;
  const typeLabel = selectedType ? ROOM_TYPE_LABELS[selectedType] : undefined;

  return (
    <section aria-label="Rooms" className="py-12 sm:py-16">
      <Container>
        <RoomTypeFilter types={LISTED_TYPES} selected={selectedType} onSelect={setSelectedType} />
        <p aria-live="polite" className="mt-6 text-center text-sm text-muted-foreground">
          Showing {shown.length} {typeLabel ? `${typeLabel} ` : ""}
          {shown.length === 1 ? "room" : "rooms"}
        </p>
        {shown.length === 0 ? (
          <div className="mt-10">
            <RoomsEmptyState typeLabel={typeLabel} onShowAll={() => setSelectedType(undefined)} />
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((room) => (
              <li key={room.slug} className="flex">
                <RoomCard room={room} price={currentPrices[room.type] ?? room.price.from} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

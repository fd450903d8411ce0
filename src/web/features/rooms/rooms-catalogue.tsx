import { useEffect, useState } from "react";
import { visibleRooms } from "../../../../content/rooms.ts";
import { ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { Container } from "../../components/ui/container.tsx";
import { RoomCard } from "./room-card.tsx";
import { RoomTypeFilter } from "./room-type-filter.tsx";
import { RoomsEmptyState } from "./rooms-empty-state.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useCurrentPrices } from "./use-current-prices.ts";

/** The types that have a room to show, in the site's order; asked for today's price once each. */
const LISTED_TYPES: readonly RoomType[] = ROOM_TYPES.filter((type) => visibleRooms.some((room) => room.type === type));

/** The query parameter that holds the chosen type: `/rooms?type=standard_family`. */
export const ROOM_TYPE_PARAM = "type";
/** The type last chosen in this tab, for a room page's "Back to Rooms" (`/rooms#room-12`). */
const REMEMBERED_TYPE = "rooms-type";

function listedType(value: string | null): RoomType | undefined {
  return LISTED_TYPES.find((type) => type === value);
}

function rememberedType(): RoomType | undefined {
  try {
    return listedType(sessionStorage.getItem(REMEMBERED_TYPE));
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

function remember(type: RoomType | undefined): void {
  try {
    if (type) sessionStorage.setItem(REMEMBERED_TYPE, type);
    else sessionStorage.removeItem(REMEMBERED_TYPE);
  } catch {
    // storage blocked: the address alone holds the choice
  }
}

/** The type the address asks for and the room card its fragment names; nothing in the pre-render. */
function readAddress(): { type: RoomType | undefined; card: string | undefined } {
  if (typeof window === "undefined") return { type: undefined, card: undefined };
  const params = new URLSearchParams(window.location.search);
  const named = visibleRooms.find((room) => `#${room.slug}` === window.location.hash);
  // No type in the address: a room page's way back restores the type chosen before, if it holds that room.
  const remembered = named && !params.has(ROOM_TYPE_PARAM) ? rememberedType() : undefined;
  const type = listedType(params.get(ROOM_TYPE_PARAM)) ?? (remembered !== undefined && remembered === named?.type ? remembered : undefined);
  return { type, card: named?.slug };
}

/** This page's address with the type (or none) and a fragment, keeping any other parameters. */
function addressWith(type: RoomType | undefined, fragment: string): string {
  const params = new URLSearchParams(window.location.search);
  if (type) params.set(ROOM_TYPE_PARAM, type);
  else params.delete(ROOM_TYPE_PARAM);
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ""}${fragment}`;
}

/**
 * Every room guests can book, filterable by type, with today's prices once they arrive. The type
 * is kept in the address (a reload or a shared link shows it), and opening a room writes the
 * room's card into the address's fragment, so Back (or the room page's "Back to Rooms", which
 * names the card) returns to the same list with that card in view.
 */
export function RoomsCatalogue() {
  // The pre-rendered list shows every type; the address is read once hydrated, so the markup matches.
  const hydrated = useHydrated();
  const [fromAddress] = useState(readAddress);
  const [chosen, setChosen] = useState<{ type: RoomType | undefined } | null>(null);
  const selectedType = chosen ? chosen.type : hydrated ? fromAddress.type : undefined;
  const currentPrices = useCurrentPrices(LISTED_TYPES);
  const shown = selectedType ? visibleRooms.filter((room) => room.type === selectedType) : visibleRooms;
  const typeLabel = selectedType ? ROOM_TYPE_LABELS[selectedType] : undefined;

  // Once the list shows the address's type, the address says so and the named card comes into view
  // (the page was laid out, and perhaps scrolled, with every room).
  useEffect(() => {
    if (!hydrated) return;
    if (fromAddress.type) window.history.replaceState(window.history.state, "", addressWith(fromAddress.type, window.location.hash));
    if (fromAddress.card) document.getElementById(fromAddress.card)?.scrollIntoView({ block: "start" });
  }, [hydrated, fromAddress]);

  function choose(type: RoomType | undefined): void {
    setChosen({ type });
    remember(type);
    window.history.replaceState(window.history.state, "", addressWith(type, ""));
  }

  function opened(slug: string): void {
    remember(selectedType);
    window.history.replaceState(window.history.state, "", addressWith(selectedType, `#${slug}`));
  }

  return (
    <section aria-label="Rooms" className="py-12 sm:py-16">
      <Container>
        <RoomTypeFilter types={LISTED_TYPES} selected={selectedType} onSelect={choose} />
        <p aria-live="polite" className="mt-6 text-center text-sm text-muted-foreground">
          Showing {shown.length} {typeLabel ? `${typeLabel} ` : ""}
          {shown.length === 1 ? "room" : "rooms"}
        </p>
        {shown.length === 0 ? (
          <div className="mt-10">
            <RoomsEmptyState typeLabel={typeLabel} onShowAll={() => choose(undefined)} />
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:gap-8 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((room) => (
              <li key={room.slug} id={room.slug} className="flex scroll-mt-28">
                <RoomCard room={room} price={currentPrices[room.type] ?? room.price.from} onOpen={() => opened(room.slug)} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

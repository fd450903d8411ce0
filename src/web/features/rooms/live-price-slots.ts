import { formatPounds } from "../../../shared/money.ts";
import { isRoomType, type RoomType } from "../../../shared/rooms/room-types.ts";
import { ISLAND_ATTRIBUTES } from "../../lib/islands/island-markup.ts";
import { askForCurrentPrice, currentPrices, subscribeToCurrentPrices } from "./current-prices-store.ts";

/** A price on the page (room-price.tsx): the static "from" price it was built with, and its room type. */
const SLOT = "[data-room-price][data-room-type]";

function roomTypeOf(slot: HTMLElement): RoomType | undefined {
  const roomType = slot.dataset["roomType"];
  return isRoomType(roomType) ? roomType : undefined;
}

/** A slot inside an island React has taken over is React's to update (use-current-prices.ts). */
function ownedByReact(slot: Element): boolean {
  return Boolean(slot.closest(`[${ISLAND_ATTRIBUTES.name}]`)?.hasAttribute(ISLAND_ATTRIBUTES.hydrated));
}

/**
 * Today's prices without React (ADR 046): the page asks for the price of each room type it shows
 * (five small calls at most, after the first paint) and puts each in its slots once the server
 * answers. The rooms list and a room's page then load no React to show a price; the list's
 * island wakes only when a guest uses its filter, and renders the same prices from the same
 * store. Run by the islands entry on the pages that have a price slot.
 */
export function fillLivePriceSlots(): void {
  const slots = [...document.querySelectorAll<HTMLElement>(SLOT)];
  subscribeToCurrentPrices(() => {
    const prices = currentPrices();
    for (const slot of slots) {
      const roomType = roomTypeOf(slot);
      const price = roomType ? prices[roomType] : undefined;
      const text = price === undefined ? undefined : formatPounds(price);
      if (text !== undefined && slot.textContent !== text && slot.isConnected && !ownedByReact(slot)) slot.textContent = text;
    }
  });
  for (const slot of slots) {
    const roomType = roomTypeOf(slot);
    if (roomType) askForCurrentPrice(roomType);
  }
}

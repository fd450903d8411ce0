// How many rooms there are and which are hidden, on their own, so the list of pages (pages.ts,
// src/shared/site/routes.ts) need not load every room's description from rooms.ts.

export const ROOM_COUNT = 33;

/** Hidden rooms are left out of the list and their page says they are not available. */
export const HIDDEN_ROOM_NUMBERS: readonly number[] = [10, 13, 17, 20, 21];

/** The attributes the pre-render writes on an island's container and the browser's islands runtime reads. */
export const ISLAND_ATTRIBUTES = {
  /** The island's name: its file under src/web/islands/. */
  name: "data-island",
  /** `visible` or `interaction` (define-island.ts). */
  when: "data-when",
  /** The query parameters holding its state, space-separated (define-island.ts `addressKeys`). */
  addressKeys: "data-address-keys",
  /** The island's props as JSON. */
  props: "data-props",
  /** React's `identifierPrefix` of the island's root, so `useId` values match the HTML. */
  idPrefix: "data-id-prefix",
  /** Set once the island has hydrated (tests wait for it). */
  hydrated: "data-hydrated",
} as const;

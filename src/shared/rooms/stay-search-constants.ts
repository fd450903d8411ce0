// The stay search's choices (ADR 017), apart from its schema so the form can list them without zod.

/** Adults one may choose; a party no one room sleeps is offered the engine, which books several rooms. */
export const STAY_SEARCH_ADULTS = [1, 2, 3, 4, 5, 6] as const;

/** Children one may choose. */
export const STAY_SEARCH_CHILDREN = [0, 1, 2, 3, 4] as const;

import { z } from "zod/mini";

// GET /api/rooms/{id} and GET /api/events/{id}: an id or a slug from the path. Anything that is
// not one answers 404 from the service (an over-long one too: no room has such a name), so the
// only input error is a missing value.

const LOOKUP_INVALID = "Please enter a valid id";

export const catalogueLookupSchema = z.object({
  id: z.string({ error: LOOKUP_INVALID }).check(z.trim(), z.minLength(1, LOOKUP_INVALID), z.maxLength(1_000, LOOKUP_INVALID)),
});


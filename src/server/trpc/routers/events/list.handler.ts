import type { EventVenue } from "../../../../../content/venues.ts";
import { listEventVenues } from "../../../services/events/event-venues.ts";
import type { Context } from "../../context.ts";

/** GET /api/events: the three event venues with their packages. */
export function listEventsHandler({ ctx }: { ctx: Context }): Promise<EventVenue[]> {
  return listEventVenues(ctx.prisma);
}

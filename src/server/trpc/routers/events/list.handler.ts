import type { EventVenue } from "../../../../../content/venues.ts";
import { withServedPhotos } from "../../../services/core/served-photos.ts";
import { listEventVenues } from "../../../services/events/event-venues.ts";
import type { Context } from "../../context.ts";

/** GET /api/events: the three event venues with their packages. */
export async function listEventsHandler({ ctx }: { ctx: Context }): Promise<EventVenue[]> {
  return (await listEventVenues(ctx.prisma)).map(withServedPhotos);
}

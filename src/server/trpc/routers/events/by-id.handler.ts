import type { EventVenue } from "../../../../../content/venues.ts";
import type { CatalogueLookup } from "../../../../shared/validation/catalogue-lookup.ts";
import { withServedPhotos } from "../../../services/core/served-photos.ts";
import { findEventVenue } from "../../../services/events/event-venues.ts";
import type { Context } from "../../context.ts";

/** GET /api/events/{id}: by id ("wedding") or slug ("weddings"); unknown ones answer 404. */
export async function eventByIdHandler({ ctx, input }: { ctx: Context; input: CatalogueLookup }): Promise<EventVenue> {
  return withServedPhotos(await findEventVenue(ctx.prisma, input.id));
}

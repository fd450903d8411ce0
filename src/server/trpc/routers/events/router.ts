import { eventVenueSchema } from "../../../../shared/site/catalogue-answers.ts";
import { catalogueLookupSchema } from "../../../../shared/validation/catalogue-lookup.ts";
import { withServedPhotos } from "../../../services/core/served-photos.ts";
import { findEventVenue, listEventVenues } from "../../../services/events/event-venues.ts";
import { publicProcedure, router } from "../../init.ts";

export const eventsRouter = router({
  /** GET /api/events: the three event venues with their packages. */
  list: publicProcedure.output(eventVenueSchema.array()).query(async ({ ctx }) => (await listEventVenues(ctx.prisma)).map(withServedPhotos)),
  /** GET /api/events/{id}: by id ("wedding") or slug ("weddings"); unknown ones answer 404. */
  byId: publicProcedure.input(catalogueLookupSchema).output(eventVenueSchema).query(async ({ ctx, input }) => withServedPhotos(await findEventVenue(ctx.prisma, input.id))),
});

import { roomSchema } from "../../../../../shared/site/catalogue-answers.ts";
import { catalogueLookupSchema } from "../../../../../shared/validation/catalogue-lookup.ts";
import { withServedPhotos } from "../../../../services/core/served-photos.ts";
import { findRoom, listRooms } from "../../../../services/rooms/room-catalogue.ts";
import { publicProcedure, router } from "../../../init.ts";

export const roomCatalogueRouter = router({
  /** GET /api/rooms: every room guests can see (hidden rooms left out), with static "from" prices. */
  list: publicProcedure.output(roomSchema.array().readonly()).query(() => listRooms().map(withServedPhotos)),
  /** GET /api/rooms/{id}: by id or slug ("room-12") or number; hidden and unknown rooms answer 404. */
  byId: publicProcedure.input(catalogueLookupSchema).output(roomSchema).query(({ input }) => withServedPhotos(findRoom(input.id))),
});

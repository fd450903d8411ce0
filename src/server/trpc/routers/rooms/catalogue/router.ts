import { catalogueLookupSchema } from "../../../../../shared/validation/catalogue-lookup.ts";
import { publicProcedure, router } from "../../../init.ts";
import { roomByIdHandler } from "./by-id.handler.ts";
import { listRoomsHandler } from "./list.handler.ts";

export const roomsRouter = router({
  list: publicProcedure.query(listRoomsHandler),
  byId: publicProcedure.input(catalogueLookupSchema).query(roomByIdHandler),
});

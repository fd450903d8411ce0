import { catalogueLookupSchema } from "../../../../shared/validation/catalogue-lookup.ts";
import { publicProcedure, router } from "../../init.ts";
import { eventByIdHandler } from "./by-id.handler.ts";
import { listEventsHandler } from "./list.handler.ts";

export const eventsRouter = router({
  list: publicProcedure.query(listEventsHandler),
  byId: publicProcedure.input(catalogueLookupSchema).query(eventByIdHandler),
});

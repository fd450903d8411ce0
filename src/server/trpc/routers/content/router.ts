import { router } from "../../init.ts";
import { contentAdminRouter } from "./admin/router.ts";

/** The content domain: under `admin`, the staff's calls on the site's words (ADR 098). */
export const contentRouter = router({
  admin: contentAdminRouter,
});

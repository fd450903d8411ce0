import { AddonSuccessView } from "../features/addons/addon-success-view.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** /book-addons/success: reads the booking of the address's `session_id` as soon as it is seen. */
export default defineIsland("addon-success-view", AddonSuccessView, "visible");

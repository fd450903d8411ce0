import { DataRequestFlow } from "../features/privacy/data-request-flow.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/**
 * /data-request's cards, forms and success panel (with its toasts). `visible`: once hydrated, the
 * cards' plain links (to the forms `:target` reveals) become buttons that show a form in place,
 * so they should be buttons before the guest reaches them rather than swapped under a finger.
 */
export default defineIsland("data-request-flow", DataRequestFlow, "visible");

import { DataRequestFaq } from "../features/privacy/data-request-faq.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** /data-request's questions: plain <details> that work as HTML; hydrated on first touch. */
export default defineIsland("data-request-faq", DataRequestFaq, "interaction");

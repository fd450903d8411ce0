import { FaqList } from "../features/contact/faq-list.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** The contact page's questions: plain <details> that work as HTML; hydrated on first touch. */
export default defineIsland("faq-list", FaqList, "interaction");

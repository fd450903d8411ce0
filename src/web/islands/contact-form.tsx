import { ContactForm } from "../features/enquiries/contact-form.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** The contact page's message form (with its toasts): hydrated on first touch; what was typed before is kept. */
export default defineIsland("contact-form", ContactForm, "interaction");

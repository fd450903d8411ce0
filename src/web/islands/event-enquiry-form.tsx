import { EventEnquiryForm } from "../features/enquiries/event-enquiry-form.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

/** A venue page's enquiry form (with its toasts), for its page's kind: hydrated on first touch. */
export default defineIsland("event-enquiry-form", EventEnquiryForm, "interaction");

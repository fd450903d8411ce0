import { deferred, renderedNow } from "../../lib/deferred-hydration.tsx";

// The enquiry forms as their pages place them: pre-rendered with the page, their code hydrated
// after the page's first load (lib/deferred-hydration.tsx), which keeps the contact and venue
// pages within the 120 KB first-load budget. Send stays disabled until then.

const loadEventForm = () => import("./event-enquiry-form.tsx").then((module) => module.EventEnquiryForm);
const loadContactForm = () => import("./contact-form.tsx").then((module) => module.ContactForm);

export const DeferredEventEnquiryForm = import.meta.env.SSR ? renderedNow(await loadEventForm()) : deferred(loadEventForm);
export const DeferredContactForm = import.meta.env.SSR ? renderedNow(await loadContactForm()) : deferred(loadContactForm);

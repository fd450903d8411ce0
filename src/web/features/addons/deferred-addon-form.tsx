import { deferred, renderedNow } from "../../lib/deferred-hydration.tsx";

// The add-on form as the page places it: pre-rendered with the page, its code (and zod's, loaded
// with the shared schema) hydrated after the page's first load, within the 120 KB budget.
const loadAddonForm = () => import("./addon-booking-form.tsx").then((module) => module.AddonBookingForm);

export const DeferredAddonBookingForm = import.meta.env.SSR ? renderedNow(await loadAddonForm()) : deferred(loadAddonForm);

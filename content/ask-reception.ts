import { hotel } from "./hotel.ts";
import type { AskReceptionAction } from "../src/shared/content/ask-reception.ts";

export type { AskReceptionAction };

/**
 * The "Ask Reception" button on the dining and nightlife pages. The original site showed it with
 * no action; DESIGN decision 7 makes it real: on a phone it rings reception (staffed around the
 * clock), and the contact page is the fallback for a written question.
 */
export const askReception = {
  label: "Ask Reception",
  phoneHref: `tel:${hotel.phone.e164}`,
  contactPath: "/contact",
  hint: `Reception is here ${hotel.receptionAvailability}: call ${hotel.phone.display} and we will book a table or point you the right way.`,
} as const satisfies AskReceptionAction;

import { z } from "zod";

/** `data` of POST /api/client-errors: the browser's crash report was written to the server log. */
export const clientErrorReceivedSchema = z.object({ received: z.literal(true) });

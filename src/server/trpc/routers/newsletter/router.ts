import { linkTokenSchema, newsletterSubscribeRequestSchema } from "../../../../shared/newsletter/newsletter-requests.ts";
import { suppressionSchema, unsubscribeSchema } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { confirm } from "./confirm.handler.ts";
import { confirmationLink } from "./confirmation-link.handler.ts";
import { subscribe } from "./subscribe.handler.ts";
import { suppress } from "./suppress.handler.ts";
import { unsubscribeOneClick } from "./unsubscribe-one-click.handler.ts";
import { unsubscribeLink } from "./unsubscribe-link.handler.ts";
import { unsubscribe } from "./unsubscribe.handler.ts";

export const newsletterRouter = router({
  subscribe: publicWriteProcedure.input(newsletterSubscribeRequestSchema).mutation(subscribe),
  confirmationLink: publicProcedure.input(linkTokenSchema).query(confirmationLink),
  confirm: publicProcedure.input(linkTokenSchema).mutation(confirm),
  unsubscribe: publicWriteProcedure.input(unsubscribeSchema).mutation(unsubscribe),
  suppress: publicWriteProcedure.input(suppressionSchema).mutation(suppress),
  unsubscribeLink: publicProcedure.input(linkTokenSchema).query(unsubscribeLink),
  unsubscribeOneClick: publicProcedure.input(linkTokenSchema).mutation(unsubscribeOneClick),
});

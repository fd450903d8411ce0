import {
  confirmationLinkStateSchema,
  confirmationResultSchema,
  subscribeReceiptSchema,
  unsubscribeLinkStateSchema,
  unsubscribeResultSchema,
} from "../../../../shared/newsletter/newsletter-answers.ts";
import { linkTokenSchema, newsletterSubscribeRequestSchema } from "../../../../shared/newsletter/newsletter-requests.ts";
import { suppressionSchema, unsubscribeSchema } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { inspectConfirmationLink } from "../../../services/newsletter/newsletter-confirm.ts";
import { inspectUnsubscribeLink, unsubscribeAddress } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";
import { confirm } from "./confirm.handler.ts";
import { subscribe } from "./subscribe.handler.ts";
import { unsubscribeOneClick } from "./unsubscribe-one-click.handler.ts";
import { serviceContextOf } from "../../context.ts";

export const newsletterRouter = router({
  subscribe: publicWriteProcedure.input(newsletterSubscribeRequestSchema).output(subscribeReceiptSchema).mutation(subscribe),
  /** GET /api/newsletter/confirm?token=…: the page behind the e-mailed link; opening it confirms nothing. */
  confirmationLink: publicProcedure
    .input(linkTokenSchema)
    .output(confirmationLinkStateSchema)
    .query(({ ctx, input }) => inspectConfirmationLink(serviceContextOf(ctx), input.token)),
  confirm: publicProcedure.input(linkTokenSchema).output(confirmationResultSchema).mutation(confirm),
  /** POST /api/inquiries/newsletter/unsubscribe: the unsubscribe page, with the default reason. */
  unsubscribe: publicWriteProcedure
    .input(unsubscribeSchema)
    .output(unsubscribeResultSchema)
    .mutation(({ ctx, input }) => unsubscribeAddress(serviceContextOf(ctx), input.email)),
  /** POST /api/inquiries/suppression: the unsubscribe page's reason ("User requested unsubscribe" when none). */
  suppress: publicWriteProcedure
    .input(suppressionSchema)
    .output(unsubscribeResultSchema)
    .mutation(({ ctx, input }) => unsubscribeAddress(serviceContextOf(ctx), input.email, input.reason)),
  /** GET /api/newsletter/unsubscribe-one-click?token=…: the page with the Unsubscribe button; opening it changes nothing. */
  unsubscribeLink: publicProcedure
    .input(linkTokenSchema)
    .output(unsubscribeLinkStateSchema)
    .query(({ ctx, input }) => inspectUnsubscribeLink(serviceContextOf(ctx), input.token)),
  unsubscribeOneClick: publicProcedure.input(linkTokenSchema).output(unsubscribeResultSchema).mutation(unsubscribeOneClick),
});

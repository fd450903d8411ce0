import {
  confirmationLinkStateSchema,
  confirmationResultSchema,
  subscribeReceiptSchema,
  unsubscribeLinkStateSchema,
  unsubscribeResultSchema,
} from "../../../../shared/newsletter/newsletter-answers.ts";
import { linkTokenSchema, newsletterSubscribeRequestSchema } from "../../../../shared/newsletter/newsletter-requests.ts";
import { suppressionSchema, unsubscribeSchema } from "../../../../shared/newsletter/unsubscribe-requests.ts";
import { confirmSubscription, inspectConfirmationLink } from "../../../services/newsletter/newsletter-confirm.ts";
import { subscribeToNewsletter } from "../../../services/newsletter/newsletter-subscribe.ts";
import { inspectUnsubscribeLink, unsubscribeAddress, unsubscribeByToken } from "../../../services/newsletter/newsletter-unsubscribe.ts";
import { serviceContextOf } from "../../context.ts";
import { publicProcedure, publicWriteProcedure, router } from "../../init.ts";

export const newsletterRouter = router({
  /** POST /api/newsletter/subscribe: stores the address as pending and e-mails it a confirmation link. */
  subscribe: publicWriteProcedure
    .input(newsletterSubscribeRequestSchema)
    .output(subscribeReceiptSchema)
    .mutation(async ({ ctx, input }) => {
      const { response, mailQueued } = await subscribeToNewsletter(serviceContextOf(ctx), input);
      if (mailQueued) ctx.outbox.wake();
      return response;
    }),
  /** GET /api/newsletter/confirm?token=…: the page behind the e-mailed link; opening it confirms nothing. */
  confirmationLink: publicProcedure.input(linkTokenSchema).output(confirmationLinkStateSchema).query(({ ctx, input }) => inspectConfirmationLink(serviceContextOf(ctx), input.token)),
  /** POST /api/newsletter/confirm?token=…: the Confirm button on the page the e-mailed link opens. */
  confirm: publicProcedure
    .input(linkTokenSchema)
    .output(confirmationResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await confirmSubscription(serviceContextOf(ctx), input.token);
      if (result.status === "subscribed") ctx.log.info("newsletter subscription confirmed");
      return result;
    }),
  /** POST /api/inquiries/newsletter/unsubscribe: the unsubscribe page, with the default reason. */
  unsubscribe: publicWriteProcedure.input(unsubscribeSchema).output(unsubscribeResultSchema).mutation(({ ctx, input }) => unsubscribeAddress(serviceContextOf(ctx), input.email)),
  /** POST /api/inquiries/suppression: the unsubscribe page's reason ("User requested unsubscribe" when none). */
  suppress: publicWriteProcedure.input(suppressionSchema).output(unsubscribeResultSchema).mutation(({ ctx, input }) => unsubscribeAddress(serviceContextOf(ctx), input.email, input.reason)),
  /** GET /api/newsletter/unsubscribe-one-click?token=…: the page with the Unsubscribe button; opening it changes nothing. */
  unsubscribeLink: publicProcedure.input(linkTokenSchema).output(unsubscribeLinkStateSchema).query(({ ctx, input }) => inspectUnsubscribeLink(serviceContextOf(ctx), input.token)),
  /** POST /api/newsletter/unsubscribe-one-click?token=…: RFC 8058, sent by the mail program itself. */
  unsubscribeOneClick: publicProcedure
    .input(linkTokenSchema)
    .output(unsubscribeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await unsubscribeByToken(serviceContextOf(ctx), input.token);
      ctx.log.info("newsletter one-click unsubscribe");
      return result;
    }),
});

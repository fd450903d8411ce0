import { z } from "zod";

// The answers of the newsletter calls (double opt-in and unsubscribing), as their procedures
// declare them (trpc/routers/newsletter). The public pages read them without these schemas.

/** `data` of POST /api/newsletter/subscribe: the same whether the address is new, pending or known. */
export const subscribeReceiptSchema = z.object({ status: z.literal("pending_confirmation") });
export type SubscribeReceipt = z.infer<typeof subscribeReceiptSchema>;

/** What pressing the Confirm button did. */
export const confirmationResultSchema = z.object({ status: z.enum(["subscribed", "already_subscribed"]) });
export type ConfirmationResult = z.infer<typeof confirmationResultSchema>;

/** What opening a confirmation link finds: a sign-up waiting for its button, or one already confirmed. */
export const confirmationLinkStateSchema = z.object({ status: z.enum(["pending", "already_subscribed"]) });
export type ConfirmationLinkState = z.infer<typeof confirmationLinkStateSchema>;

/** An unsubscribe, answered the same for addresses not on the list. */
export const unsubscribeResultSchema = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** What opening an unsubscribe link finds: whether the address is already off the list. */
export const unsubscribeLinkStateSchema = z.object({ unsubscribed: z.boolean() });
export type UnsubscribeLinkState = z.infer<typeof unsubscribeLinkStateSchema>;

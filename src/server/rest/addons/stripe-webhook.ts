import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import type { StripeWebhookFailureReason } from "../../plugins/metrics.ts";
import { receiveStripeWebhook } from "../../services/addons/stripe-webhook.ts";
import { createContext, serviceContextOf } from "../../trpc/context.ts";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * POST /api/stripe/webhook. Not a tRPC procedure: Stripe signs the exact bytes it sent, so this
 * route reads the body raw, in a scope of its own whose only parser keeps the Buffer (the app's
 * JSON parser elsewhere is untouched). The CSRF guard exempts this path: Stripe is not a browser.
 */
export function registerStripeWebhookRoute(app: FastifyInstance): void {
  app.restRoutes.push({ method: "POST", url: STRIPE_WEBHOOK_PATH });
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      try {
        const receipt = await receiveStripeWebhook(serviceContextOf(createContext(request, reply)), body, typeof signature === "string" ? signature : undefined);
        return reply.code(200).send(receipt);
      } catch (error) {
        app.metrics.stripeWebhookFailed(webhookFailureReason(app, error));
        throw error;
      }
    });
  });
}

/** Why a delivery was not accepted, for the operator's count: a bad signature is not our fault, the others are. */
function webhookFailureReason(app: FastifyInstance, error: unknown): StripeWebhookFailureReason {
  if (!app.payments?.webhookConfigured) return "not_configured";
  return error instanceof AppError && error.code === "BAD_REQUEST" ? "signature" : "processing";
}

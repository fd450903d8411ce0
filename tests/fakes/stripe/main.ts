// The fake Stripe server as its own process, for the e2e run (playwright.config.ts) and for
// `NODE_ENV=development npm start` without Stripe keys (scripts/start.mjs):
//   FAKE_STRIPE_PORT=12111 FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook node --import tsx tests/fakes/stripe/main.ts
// Tests in another process steer it through POST /_control/fail-next, /_control/deliver, /_control/reset.
import { startFakeStripe } from "./fake-stripe.ts";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const stripe = await startFakeStripe({
  port,
  ...(process.env.FAKE_STRIPE_WEBHOOK_URL ? { webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL } : {}),
});
console.log(`Local Stripe-compatible test server on ${stripe.baseUrl} (no money moves)`);

const stop = () => {
  void stripe.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

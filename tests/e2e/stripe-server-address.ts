import { FAKE_STRIPE_KEYS } from "../fakes/stripe/test-keys.ts";

// Where the e2e run's fake Stripe listens: the main e2e port plus two (the staff server has +1,
// the fake Little Hotelier and its app servers +50 to +52), so two checkouts' suites can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const FAKE_STRIPE_PORT = PORT + 2;
export const FAKE_STRIPE_BASE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;

/** The Stripe settings the e2e app runs with: test keys, the SDK pointed at the fake. */
export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
  STRIPE_API_BASE: FAKE_STRIPE_BASE_URL,
} as const;

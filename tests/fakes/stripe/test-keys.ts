import keys from "./test-keys.json" with { type: "json" };

/**
 * The keys the fake Stripe server accepts and the tests, the e2e run and `NODE_ENV=development
 * npm start` give the app (scripts/start.mjs reads the JSON; package.json's build:e2e repeats the
 * publishable key, which a unit test keeps equal). They look like Stripe's test-mode keys; none
 * is a real key.
 */
export const FAKE_STRIPE_KEYS = keys;

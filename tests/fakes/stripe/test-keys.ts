/**
 * The keys the fake Stripe server accepts and the tests, the e2e run and `NODE_ENV=development
 * npm start` give the app. They look like Stripe's test-mode keys; none of them is a real key.
 */
export const FAKE_STRIPE_KEYS = {
  secretKey: "sk_test_fake_courtfield_0000000000000000",
  publishableKey: "pk_test_fake_courtfield_0000000000000000",
  webhookSecret: "whsec_fake_courtfield_000000000000000000",
} as const;

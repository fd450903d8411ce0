// The tests' Stripe-compatible fake on 127.0.0.1, port 0, for the add-on checkout scenario: the
// app's Stripe calls then cost a loopback round trip, as they would to a nearby stripe-mock.
import { startFakeStripe } from "../../tests/fakes/stripe/fake-stripe.ts";

const stripe = await startFakeStripe({ autoDeliver: false });
process.stdout.write(`${JSON.stringify({ port: Number(new URL(stripe.baseUrl).port) })}\n`);
process.once("SIGTERM", () => {
  void stripe.close().then(() => process.exit(0));
});

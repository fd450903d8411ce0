import { addDays, londonToday } from "../../src/shared/dates.ts";
import type { FakeStripe } from "../../tests/fakes/stripe/fake-stripe.ts";
import type { Tally } from "./enquiries-under-faults.ts";
import type { ProofApp } from "./proof-app.ts";
import type { ProofRow } from "./proof-row.ts";
import type { ProofQuery, ProofStore } from "./proof-store.ts";

interface Payment {
  reference: string;
  guestEmail: string;
  sessionId: string;
  eventId: string;
  /** Where the app was when it died, read from its data before the restart. */
  diedAt: string;
  answeredAfterRetry: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The guest's "Pay" on the add-on page, pressed again after a failure as a guest would (15 s at most). */
async function createSession(app: ProofApp, guestEmail: string): Promise<{ sessionId: string; reference: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await requestSession(app, guestEmail).catch(() => undefined);
    if (answer?.status === 200) return ((await answer.json()) as { data: { sessionId: string; reference: string } }).data;
    if (Date.now() > deadline || (answer && answer.status < 500)) {
      throw new Error(`create-session answered ${answer?.status ?? "nothing"}: ${(await answer?.text()) ?? ""}`);
    }
    await sleep(500);
  }
}

function requestSession(app: ProofApp, guestEmail: string): Promise<Response> {
  const checkInDate = addDays(londonToday(), 30);
  return fetch(`${app.url}/api/addon-bookings/create-session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      bookingConfirmationId: "LH-48213",
      guestName: "Jane O'Neill",
      guestEmail,
      guestPhone: "07700 900123",
      checkInDate,
      checkOutDate: addDays(checkInDate, 2),
      numberOfNights: 2,
      petAddon: { enabled: true, numberOfPets: 1, petDetails: [{ name: "Biscuit", type: "Dog" }], specialRequirements: "", subtotal: 20 },
      totalAmount: 20,
      marketingConsent: false,
    }),
  });
}

/** Which step the webhook had reached when the process died, from what it had committed. */
async function stepReached(query: ProofQuery, reference: string, eventId: string): Promise<string> {
  const [event] = await query<{ processed: boolean }>(`SELECT processed_at IS NOT NULL AS processed FROM stripe_event WHERE id = $1`, [eventId]);
  const [booking] = await query<{ payment_status: string }>(`SELECT payment_status::text FROM addon_booking WHERE reference = $1`, [reference]);
  if (!event) return "event not yet recorded";
  if (event.processed) return "event done (too late)";
  return booking?.payment_status === "succeeded" ? "paid, event not marked done" : "event recorded, not yet paid";
}

async function eventually(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

const completedEventOf = (stripe: FakeStripe, sessionId: string) => stripe.eventsFor(sessionId).find((event) => event.type === "checkout.session.completed")?.id ?? "";
const answeredOnce = (stripe: FakeStripe, eventId: string) => () =>
  stripe.deliveries.some((delivery) => delivery.eventId === eventId && delivery.status >= 200 && delivery.status < 300);

/**
 * Pays one add-on and calls `seen` when the app, handling Stripe's event, asks Stripe for the
 * session: from there until its answer the fulfilment is under way.
 */
async function pay(app: ProofApp, stripe: FakeStripe, guestEmail: string, seen: () => void): Promise<{ sessionId: string; reference: string; eventId: string }> {
  const { sessionId, reference } = await createSession(app, guestEmail);
  let asked = false;
  stripe.onRequest = (request) => {
    if (asked || request.method !== "GET" || request.path !== `/v1/checkout/sessions/${sessionId}`) return;
    asked = true;
    seen();
  };
  await stripe.payCheckoutSession(sessionId);
  if (!(await eventually(() => asked, 10_000))) throw new Error("the app never asked Stripe for the paid session");
  stripe.onRequest = undefined;
  return { sessionId, reference, eventId: completedEventOf(stripe, sessionId) };
}

/**
 * Paid add-ons whose app is killed with SIGKILL while it handles Stripe's event. One payment left
 * alone first times the fulfilment (from the app's call back to Stripe for the session to its
 * answer to the event); then one payment per fraction of that time, the app killed that far into
 * it and started again on the same data. Stripe's retry must then give exactly one fulfilment, one
 * confirmation e-mail and one staff notice per payment.
 */
export async function paidAddonKilledMidFulfilment(app: ProofApp, store: ProofStore, stripe: FakeStripe, marker: string, killAtFractions: readonly number[]): Promise<Tally> {
  let askedAt = 0;
  const timing = await pay(app, stripe, `proof-${marker}-timing@example.com`, () => (askedAt = performance.now()));
  await eventually(answeredOnce(stripe, timing.eventId), 10_000);
  const fulfilmentMs = performance.now() - askedAt;

  const payments: Payment[] = [];
  for (const [index, fraction] of killAtFractions.entries()) {
    const guestEmail = `proof-${marker}-addon-${index}@example.com`;
    const delay = fraction * fulfilmentMs;
    let killed: Promise<void> = Promise.resolve();
    const { sessionId, reference, eventId } = await pay(app, stripe, guestEmail, () => {
      const pid = app.pid;
      const killNow = () => {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      };
      if (delay < 1) killNow();
      else killed = new Promise((resolve) => setTimeout(() => resolve(killNow()), delay));
    });
    await killed;
    await app.kill();
    const diedAt = await store.read((query) => stepReached(query, reference, eventId));
    await app.start();
    const answeredAfterRetry = await eventually(answeredOnce(stripe, eventId), 90_000);
    payments.push({ reference, guestEmail, sessionId, eventId, diedAt, answeredAfterRetry });
  }
  await stripe.settled();

  return async (query) => {
    const references = payments.map((payment) => payment.reference);
    const emails = payments.map((payment) => payment.guestEmail);
    const paid = await query<{ reference: string }>(
      `SELECT reference FROM addon_booking WHERE reference = ANY($1) AND payment_status = 'succeeded' AND paid_at IS NOT NULL`,
      [references],
    );
    const mail = await query<{ kind: string; guest: string }>(
      `SELECT kind::text, COALESCE(reply_to, to_address) AS guest FROM outbox_message WHERE kind IN ('addon_confirmation', 'addon_staff_notice') AND (to_address = ANY($1) OR reply_to = ANY($1))`,
      [emails],
    );
    const acknowledged = payments.filter((payment) => payment.answeredAfterRetry);
    const tries = payments.map((payment) => stripe.deliveries.filter((delivery) => delivery.eventId === payment.eventId).length);
    const windows = new Map<string, number>();
    for (const payment of payments) windows.set(payment.diedAt, (windows.get(payment.diedAt) ?? 0) + 1);
    const happened = `fulfilment ${fulfilmentMs.toFixed(0)} ms; SIGKILL ${[...windows].map(([step, count]) => `${count}× ${step}`).join(", ")}; Stripe tried ${Math.min(...tries)}-${Math.max(...tries)} times`;
    const row = (what: string, storedKeys: string[], keyOf: (payment: Payment) => string): ProofRow => {
      const perPayment = (payment: Payment) => storedKeys.filter((key) => key === keyOf(payment)).length;
      return {
        scenario: `paid add-on ${what}, ${store.label}`,
        sent: payments.length,
        acknowledged: acknowledged.length,
        stored: storedKeys.length,
        duplicates: payments.reduce((sum, payment) => sum + Math.max(0, perPayment(payment) - 1), 0),
        lost: acknowledged.filter((payment) => perPayment(payment) === 0).length,
        happened,
      };
    };
    return [
      row(
        "· fulfilment",
        paid.map((booking) => booking.reference),
        (payment) => payment.reference,
      ),
      row(
        "· confirmation",
        mail.filter((message) => message.kind === "addon_confirmation").map((message) => message.guest),
        (payment) => payment.guestEmail,
      ),
      row(
        "· staff notice",
        mail.filter((message) => message.kind === "addon_staff_notice").map((message) => message.guest),
        (payment) => payment.guestEmail,
      ),
    ];
  };
}

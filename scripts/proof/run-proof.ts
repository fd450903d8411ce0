import { randomUUID } from "node:crypto";
import { startFakeSmtpServer } from "../../tests/fakes/smtp.ts";
import { startFakeStripe } from "../../tests/fakes/stripe/fake-stripe.ts";
import { type EnquiryFaults, enquiriesUnderFaults, type Tally } from "./enquiries-under-faults.ts";
import { paidAddonKilledMidFulfilment } from "./paid-addon-killed.ts";
import { type ProofApp, startProofApp } from "./proof-app.ts";
import type { ProofRow } from "./proof-row.ts";
import type { ProofStore } from "./proof-store.ts";
import { type SmtpSlot, smtpOutage } from "./smtp-outage.ts";

export interface ProofPlan {
  enquiries: EnquiryFaults;
  /** One paid add-on per fraction of the fulfilment's time at which the app is killed (0: as it asks Stripe). */
  addonKillAtFractions: readonly number[];
  /**
   * Without a kill of the enquiries' own, the add-on scenario starts this many seconds into their
   * load, so its one SIGKILL is both mid-fulfilment and mid-write (the short form: one restart less).
   */
  addonAfterSeconds?: number;
  smtp: { rate: number; seconds: number; outageSeconds: number };
  /** Progress lines (the CLI prints them; the test keeps quiet). */
  say?: (line: string) => void;
}

/**
 * Every scenario against one store: the real app in its own process (fake Stripe and fake SMTP on
 * loopback, rate limits raised), then a clean stop, then the figures read from the data.
 */
export async function proveOn(store: ProofStore, plan: ProofPlan): Promise<ProofRow[]> {
  const say = plan.say ?? (() => undefined);
  const marker = randomUUID().slice(0, 8);
  // Stripe's back-off, on a schedule short enough to wait for: 0.25, 0.5, 1, then every 2 s.
  const stripe = await startFakeStripe({ retryDelaysMs: [250, 500, 1_000, ...Array.from({ length: 60 }, () => 2_000)] });
  const smtpServer = await startFakeSmtpServer();
  const smtp: SmtpSlot = { port: Number(new URL(smtpServer.url).port), server: smtpServer };
  let app: ProofApp | undefined;
  try {
    app = await startProofApp({
      ...store.appEnv,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.baseUrl,
      SMTP_URL: smtpServer.url,
      STAFF_EMAIL: "front-desk@courtfield.example.com",
      LOG_LEVEL: "fatal",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_WRITES_PER_MINUTE: "100000000",
      PUBLIC_URL: "http://127.0.0.1",
    });
    stripe.webhookUrl = `${app.url}/api/stripe/webhook`;
    const tallies: Tally[] = [];
    const running = app;
    const enquiries = () => {
      say(`${store.label}: enquiries at ${plan.enquiries.rate}/s for ${plan.enquiries.seconds} s …`);
      return enquiriesUnderFaults(running, store, `${marker}e`, plan.enquiries);
    };
    const addons = () => {
      say(`${store.label}: paid add-ons killed mid-fulfilment (${plan.addonKillAtFractions.length}) …`);
      return paidAddonKilledMidFulfilment(running, store, stripe, `${marker}a`, plan.addonKillAtFractions);
    };
    if (plan.enquiries.killAtSecond === undefined) {
      const addonsDuringLoad = new Promise((resolve) => setTimeout(resolve, (plan.addonAfterSeconds ?? 0) * 1000)).then(addons);
      tallies.push(...(await Promise.all([enquiries(), addonsDuringLoad])));
    } else {
      tallies.push(await enquiries());
      tallies.push(await addons());
    }
    say(`${store.label}: SMTP outage of ${plan.smtp.outageSeconds} s …`);
    tallies.push(await smtpOutage(app, store, smtp, `${marker}s`, plan.smtp));
    await app.stop();
    const rows: ProofRow[] = [];
    await store.read(async (query) => {
      for (const tally of tallies) rows.push(...(await tally(query)));
    });
    return rows;
  } finally {
    await app?.stop();
    await stripe.close();
    await smtp.server?.close();
  }
}

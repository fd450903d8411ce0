import { randomUUID } from "node:crypto";
import { addDays, londonToday } from "../../src/shared/dates.ts";

export type EnquiryKind = "contact" | "event";

/** One guest's submission as the site's form makes it: one key, the same body on every try. */
export interface Submission {
  kind: EnquiryKind;
  key: string;
  email: string;
  acknowledged: boolean;
  attempts: number;
  /** The last answer when the server refused it for good (a 4xx other than 408/429). */
  refused?: number;
}

export interface EnquiryLoad {
  submissions: Submission[];
  /** Requests on the wire right now (the kill reports it: "killed mid-write"). */
  inFlight(): number;
  /** Resolves when every submission is acknowledged, refused, or out of time. */
  finished: Promise<void>;
}

/** The text every stored enquiry of a run carries, and its key: `[proof <marker> <key>]`. */
function markerTag(marker: string, key: string): string {
  return `[proof ${marker} ${key}]`;
}

export function keyOfTag(marker: string, text: string): string | undefined {
  const start = text.indexOf(`[proof ${marker} `);
  if (start < 0) return undefined;
  const rest = text.slice(start + `[proof ${marker} `.length);
  return rest.slice(0, rest.indexOf("]"));
}

function bodyOf(submission: Submission, marker: string): Record<string, unknown> {
  const tag = markerTag(marker, submission.key);
  if (submission.kind === "contact") {
    return {
      name: "Jane O'Neill",
      email: submission.email,
      phone: "01632 960123",
      subject: "booking",
      message: `Do you have a twin room free on the 14th of March? ${tag}`,
      marketingOptIn: false,
      source: "/contact",
      website: "",
    };
  }
  return {
    name: "Priya Shah",
    email: submission.email,
    phone: "07700 900123",
    eventType: "wedding",
    eventDate: addDays(londonToday(), 120),
    guests: 80,
    message: `A summer wedding with a garden ceremony if the weather allows. ${tag}`,
    marketingOptIn: false,
    consent: true,
    source: "/weddings",
    website: "",
  };
}

const ATTEMPT_TIMEOUT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A retry is worth it after no answer, a timeout, a 5xx, 408 or 429; any other 4xx is final. */
function worthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Contact and event enquiries, alternating, at `rate` a second for `seconds`, each retried with
 * its Idempotency-Key until acknowledged or until `graceSeconds` after the load ends.
 */
export function startEnquiryLoad(options: { url: string; marker: string; rate: number; seconds: number; graceSeconds: number }): EnquiryLoad {
  const submissions: Submission[] = [];
  const pending: Promise<void>[] = [];
  let onTheWire = 0;
  const started = Date.now();
  const giveUpAt = started + (options.seconds + options.graceSeconds) * 1000;
  const total = Math.round(options.rate * options.seconds);

  const attempt = async (submission: Submission, body: string): Promise<number> => {
    onTheWire += 1;
    try {
      const answer = await fetch(`${options.url}/api/inquiries/${submission.kind}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": submission.key },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0;
    } finally {
      onTheWire -= 1;
    }
  };

  const submit = async (submission: Submission): Promise<void> => {
    const body = JSON.stringify(bodyOf(submission, options.marker));
    for (;;) {
      submission.attempts += 1;
      const status = await attempt(submission, body);
      if (status >= 200 && status < 300) {
        submission.acknowledged = true;
        return;
      }
      if (!worthRetrying(status)) {
        submission.refused = status;
        return;
      }
      const backOff = Math.min(4_000, 250 * 2 ** Math.min(submission.attempts - 1, 4)) * (0.5 + Math.random() / 2);
      if (Date.now() + backOff > giveUpAt) return;
      await sleep(backOff);
    }
  };

  const finished = (async () => {
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / options.rate;
      if (due > Date.now()) await sleep(due - Date.now());
      const key = randomUUID();
      const submission: Submission = {
        kind: index % 2 === 0 ? "contact" : "event",
        key,
        email: `proof-${options.marker}-${index}@example.com`,
        acknowledged: false,
        attempts: 0,
      };
      submissions.push(submission);
      pending.push(submit(submission));
    }
    await Promise.all(pending);
  })();
  return { submissions, inFlight: () => onTheWire, finished };
}

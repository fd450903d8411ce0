import { LIVE_RATES_UNAVAILABLE } from "../../shared/rooms/little-hotelier-messages.ts";
import { AppError } from "../errors.ts";
import { type LhRoom, parseRatesResponse } from "./little-hotelier-response.ts";

export type { LhRatePlanDate, LhRoom } from "./little-hotelier-response.ts";

/** Both days included, YYYY-MM-DD. */
export interface DateRange {
  start: string;
  end: string;
}

export interface RatesFetch {
  rooms: LhRoom[];
  /** Items of the answer that did not fit the documented shape and were left out. */
  dropped: number;
}

/** What the rest of the server needs from Little Hotelier: its published rates for some days. */
export interface LittleHotelierApi {
  fetchRates(range: DateRange): Promise<RatesFetch>;
}

export type LittleHotelierFailure = "not_configured" | "timeout" | "network" | "http" | "malformed_json" | "unexpected_shape";

/**
 * Little Hotelier could not give an answer. The message is for guests (staff calls put it in
 * their own words, services/rooms/staff-wording.ts); `failure` and `detail` are for the log, where
 * the rates cache writes them once per failed fetch, so the request log does not repeat them.
 */
export class LittleHotelierUnavailableError extends AppError {
  override name = "LittleHotelierUnavailableError";

  constructor(
    readonly failure: LittleHotelierFailure,
    readonly detail: string,
  ) {
    super("SERVICE_UNAVAILABLE", LIVE_RATES_UNAVAILABLE, { reported: true });
  }
}

export interface LittleHotelierClientOptions {
  baseUrl: string;
  channelCode: string;
  /** Per attempt, connection to the last byte of the body. */
  timeoutMs?: number;
  /** Further attempts after the first one fails with a timeout, a network error, 429 or 5xx. */
  retries?: number;
  /** First pause between attempts; it doubles each time. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const LITTLE_HOTELIER_TIMEOUT_MS = 3_000;
const MAX_BODY_CHARS = 10_000_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryable(error: LittleHotelierUnavailableError): boolean {
  if (error.failure === "timeout" || error.failure === "network") return true;
  if (error.failure !== "http") return false;
  const status = Number(error.detail.slice(0, 3));
  return status === 429 || status >= 500;
}

function ratesUrl(baseUrl: string, channelCode: string, range: DateRange): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/api/v1/properties/${encodeURIComponent(channelCode)}/rates.json`);
  url.searchParams.set("start_date", range.start);
  url.searchParams.set("end_date", range.end);
  return url.toString();
}

/** The Rates API over HTTP: 3 s per attempt, two retries with backoff, the answer checked by zod. */
export class LittleHotelierClient implements LittleHotelierApi {
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: LittleHotelierClientOptions) {
    this.timeoutMs = options.timeoutMs ?? LITTLE_HOTELIER_TIMEOUT_MS;
    this.retries = options.retries ?? 2;
    this.backoffMs = options.backoffMs ?? 250;
    this.sleep = options.sleep ?? pause;
  }

  async fetchRates(range: DateRange): Promise<RatesFetch> {
    if (!this.options.channelCode) throw new LittleHotelierUnavailableError("not_configured", "LH_CHANNEL_CODE is not set");
    const url = ratesUrl(this.options.baseUrl, this.options.channelCode, range);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt(url);
      } catch (error) {
        const failure = error instanceof LittleHotelierUnavailableError ? error : new LittleHotelierUnavailableError("network", String(error));
        if (attempt >= this.retries || !isRetryable(failure)) throw failure;
        await this.sleep(this.backoffMs * 2 ** attempt);
      }
    }
  }

  private async attempt(url: string): Promise<RatesFetch> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, { signal, headers: { accept: "application/json" }, redirect: "follow" });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = signal.aborted || (error instanceof Error && error.name === "TimeoutError");
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      throw new LittleHotelierUnavailableError(timedOut ? "timeout" : "network", `${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    if (status < 200 || status > 299) throw new LittleHotelierUnavailableError("http", `${status} from the Rates API`);
    if (text.length > MAX_BODY_CHARS) throw new LittleHotelierUnavailableError("unexpected_shape", `answer of ${text.length} characters`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new LittleHotelierUnavailableError("malformed_json", `answer is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
    }
    const parsed = parseRatesResponse(body);
    if (!parsed) throw new LittleHotelierUnavailableError("unexpected_shape", "answer is not a list of rooms with rate plans");
    return parsed;
  }
}

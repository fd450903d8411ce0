import { z } from "zod";
import { paymentModeOf, publicConfigSchema } from "../shared/site/public-config.ts";
import { ROOM_TYPES } from "../shared/rooms/room-types.ts";

/**
 * Every setting the server reads, parsed once at boot. A bad value stops the process with one
 * line naming the variable and what it expects (see ConfigError).
 */
const optionalUrl = (expected: string, protocols: RegExp) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: protocols, message: expected }).optional(),
  );

/**
 * Little Hotelier's public API host for properties in Europe, the Middle East and Africa, where a
 * Carlisle hotel's account lives (ADR 004). LH_API_BASE overrides it (tests point it at a fake).
 */
export const LITTLE_HOTELIER_EMEA_API_BASE = "https://emea.littlehotelier.com";

const portNumber = z.coerce.number({ message: "a port number (1-65535)" }).int({ message: "a port number (1-65535)" }).min(0, { message: "a port number (1-65535)" }).max(65535, { message: "a port number (1-65535)" });

const ROOM_TYPE_MAP_EXPECTED = `a JSON object mapping Little Hotelier room names to ${ROOM_TYPES.join(", ")}`;

/** LH_ROOM_TYPE_MAP: '{"Double Room":"double","Garden Suite":"deluxe_family"}'; unset keeps the built-in name rules. */
const roomTypeMapSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === "") return {};
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  },
  z.record(z.string().trim().min(1, { message: ROOM_TYPE_MAP_EXPECTED }), z.enum(ROOM_TYPES, { message: ROOM_TYPE_MAP_EXPECTED }), {
    message: ROOM_TYPE_MAP_EXPECTED,
  }),
);

const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { message: "one of development, production, test" }).default("production"),
  HOST: z.string().min(1, { message: "a host name or IP address" }).default("127.0.0.1"),
  PORT: portNumber.default(3000),
  DATA_DIR: z.string().min(1, { message: "a folder path" }).default("./data"),
  DATABASE_URL: optionalUrl("a postgresql:// connection URL", /^postgres(ql)?$/),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "one of fatal, error, warn, info, debug, trace, silent" }).default("info"),
  SMTP_URL: optionalUrl("an smtp:// or smtps:// URL", /^smtps?$/),
  STAFF_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email({ message: "an e-mail address" }).default("reception@example.com")),
  /** The sender of every e-mail; unset: the hotel's public address from content/hotel.ts. */
  MAIL_FROM: z.preprocess((v) => (v === "" ? undefined : v), z.email({ message: "an e-mail address" }).optional()),
  STRIPE_SECRET_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  STRIPE_API_BASE: optionalUrl("an http(s) URL of a Stripe-compatible API", /^https?$/),
  LH_CHANNEL_CODE: z.string().default(""),
  LH_API_BASE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/, message: "an http(s) URL of the Little Hotelier API" }).default(LITTLE_HOTELIER_EMEA_API_BASE),
  ),
  LH_ROOM_TYPE_MAP: roomTypeMapSchema,
  REDIS_URL: optionalUrl("a redis:// or rediss:// URL", /^rediss?$/),
  /**
   * Key of the keyed hash that stands in for an erased e-mail address (ADR 022). Unset: a random
   * key kept in DATA_DIR/secrets/erasure-hash.key, created on first use.
   */
  ERASURE_HASH_KEY: z.string().default(""),
  /**
   * Which proxies' X-Forwarded-For to believe: "loopback" (a reverse proxy on this machine), or a
   * comma-separated list of the proxies' addresses or subnets (proxy-addr's syntax, e.g.
   * "10.0.0.5, 10.0.1.0/24"). Too little and every guest has the proxy's address (one rate limit
   * for all); too much and anyone can claim any address (docs/deploy.md).
   */
  TRUST_PROXY: z.string().trim().min(1, { message: "loopback, or the proxies' addresses" }).default("loopback"),
  /**
   * Key that seals staff two-factor secrets in the database (ADR 030). Unset: a random key kept in
   * DATA_DIR/secrets/totp-secret.key. To rotate, put the new key here and the old one in
   * TOTP_SECRET_PREVIOUS_KEYS: the next start seals every secret again under the new key.
   */
  TOTP_SECRET_KEY: z.string().default(""),
  /** Earlier TOTP_SECRET_KEY values, comma-separated, still able to open what they sealed. */
  TOTP_SECRET_PREVIOUS_KEYS: z.string().default(""),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: "a whole number of requests" }).int({ message: "a whole number of requests" }).positive({ message: "a whole number of requests" }).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number({ message: "a whole number of requests" }).int({ message: "a whole number of requests" }).positive({ message: "a whole number of requests" }).default(10),
  /** GET /metrics (Prometheus) on a port of its own; unset: not served (ADR 040). */
  METRICS_PORT: z.preprocess((value) => (value === "" ? undefined : value), portNumber.optional()),
  /** The metrics port's address: this machine only unless set. */
  METRICS_HOST: z.string().min(1, { message: "a host name or IP address" }).default("127.0.0.1"),
  /**
   * Further names the metrics port answers to in Host, comma-separated ("hotel-1.internal"), besides
   * METRICS_HOST, localhost, 127.0.0.1 and [::1]: the names Prometheus scrapes it by (ADR 040).
   */
  METRICS_HOST_NAMES: z
    .string()
    .default("")
    .transform((names) => names.split(",").map((name) => name.trim()).filter((name) => name !== "")),
  /** The bearer token a scrape must send; required when METRICS_HOST is not a loopback address. */
  METRICS_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(32, { message: "at least 32 characters (e.g. openssl rand -hex 32)" }).optional()),
  /** /api/health says "degraded" when the oldest unsent mail has waited longer than this. */
  HEALTH_OUTBOX_STUCK_AFTER_MINUTES: z.coerce.number({ message: "a whole number of minutes" }).int({ message: "a whole number of minutes" }).positive({ message: "a whole number of minutes" }).default(15),
  /** /api/health says "degraded" when the database takes longer than this to answer. */
  HEALTH_DATABASE_SLOW_AFTER_MS: z.coerce.number({ message: "a whole number of milliseconds" }).int({ message: "a whole number of milliseconds" }).positive({ message: "a whole number of milliseconds" }).default(1000),
});

const LOOPBACK_HOSTS = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

const configSchema = serverConfigSchema.extend(publicConfigSchema.shape).superRefine((config, context) => {
  if (config.METRICS_PORT === undefined) return;
  if (config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT) {
    context.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "another port than PORT (the metrics stay off the site's port)" });
  }
  // Off this machine, a scrape must prove itself: the figures tell an outsider how the hotel is doing.
  if (!LOOPBACK_HOSTS.test(config.METRICS_HOST) && config.METRICS_TOKEN === undefined) {
    context.addIssue({ code: "custom", path: ["METRICS_TOKEN"], message: "set when METRICS_HOST is not a loopback address" });
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws ConfigError("Invalid configuration: PORT must be a port number (1-65535)"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // PAYMENT_MODE follows from the Stripe keys unless it is set, as it does for the web build.
  const result = configSchema.safeParse({ ...env, PAYMENT_MODE: env.PAYMENT_MODE || paymentModeOf(env) });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? "environment");
  // The value itself is not echoed: it may be a secret (a password inside DATABASE_URL).
  throw new ConfigError(`Invalid configuration: ${variable} must be ${issue?.message ?? "valid"}`);
}

/** A configuration for tests and tools: defaults plus the given overrides. */
export function configFor(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}

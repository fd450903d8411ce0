import { z } from "zod";
import { publicConfigSchema } from "../shared/public-config.ts";

/**
 * Every setting the server reads, parsed once at boot. A bad value stops the process with one
 * line naming the variable and what it expects (see ConfigError).
 */
const optionalUrl = (expected: string, protocols: RegExp) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: protocols, message: expected }).optional(),
  );

const serverConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { message: "one of development, production, test" }).default("production"),
  HOST: z.string().min(1, { message: "a host name or IP address" }).default("127.0.0.1"),
  PORT: z.coerce.number({ message: "a port number (1-65535)" }).int({ message: "a port number (1-65535)" }).min(0, { message: "a port number (1-65535)" }).max(65535, { message: "a port number (1-65535)" }).default(3000),
  DATA_DIR: z.string().min(1, { message: "a folder path" }).default("./data"),
  DATABASE_URL: optionalUrl("a postgresql:// connection URL", /^postgres(ql)?$/),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "one of fatal, error, warn, info, debug, trace, silent" }).default("info"),
  SMTP_URL: optionalUrl("an smtp:// or smtps:// URL", /^smtps?$/),
  STAFF_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email({ message: "an e-mail address" }).default("reception@example.com")),
  STRIPE_SECRET_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  STRIPE_API_BASE: optionalUrl("an http(s) URL of a Stripe-compatible API", /^https?$/),
  LH_CHANNEL_CODE: z.string().default(""),
  LH_API_BASE: optionalUrl("an http(s) URL of the Little Hotelier API", /^https?$/),
  REDIS_URL: optionalUrl("a redis:// or rediss:// URL", /^rediss?$/),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: "a whole number of requests" }).int({ message: "a whole number of requests" }).positive({ message: "a whole number of requests" }).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number({ message: "a whole number of requests" }).int({ message: "a whole number of requests" }).positive({ message: "a whole number of requests" }).default(10),
});

export const configSchema = serverConfigSchema.extend(publicConfigSchema.shape);

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws ConfigError("Invalid configuration: PORT must be a port number (1-65535)"). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
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

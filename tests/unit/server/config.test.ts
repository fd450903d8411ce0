import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: "127.0.0.1", PORT: 3000, DATA_DIR: "./data", PUBLIC_URL: "http://localhost:3000" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads PostgreSQL and the public URL, dropping a trailing slash", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://u:p@db:5432/hotel", PUBLIC_URL: "https://www.example.com/", PORT: "8080" });
    expect(config.DATABASE_URL).toBe("postgresql://u:p@db:5432/hotel");
    expect(config.PUBLIC_URL).toBe("https://www.example.com");
    expect(config.PORT).toBe(8080);
  });

  it.each([
    [{ PORT: "eighty" }, "Invalid configuration: PORT must be a port number (1-65535)"],
    [{ PORT: "70000" }, "Invalid configuration: PORT must be a port number (1-65535)"],
    [{ DATABASE_URL: "mysql://root@localhost/hotel" }, "Invalid configuration: DATABASE_URL must be a postgresql:// connection URL"],
    [{ PUBLIC_URL: "www.example.com" }, "Invalid configuration: PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com"],
    [{ SMTP_URL: "http://mail" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ STAFF_EMAIL: "reception" }, "Invalid configuration: STAFF_EMAIL must be an e-mail address"],
    [{ LOG_LEVEL: "loud" }, "Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
  ])("stops on %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("serves no metrics unless METRICS_PORT is set, on this machine only, and asks a token of any wider address", () => {
    const defaults = loadConfig({});
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.METRICS_HOST).toBe("127.0.0.1");
    expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "127.0.0.1" });
    const token = "a".repeat(32);
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5", METRICS_TOKEN: token })).toMatchObject({ METRICS_HOST: "10.0.0.5", METRICS_TOKEN: token });
    expect(() => loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow("Invalid configuration: METRICS_TOKEN must be set when METRICS_HOST is not a loopback address");
    expect(() => loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "short" })).toThrow("Invalid configuration: METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)");
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow("Invalid configuration: METRICS_PORT must be another port than PORT (the metrics stay off the site's port)");
  });

  it("reads the further names the metrics port answers to as a comma-separated list, none by default", () => {
    expect(loadConfig({}).METRICS_HOST_NAMES).toEqual([]);
    expect(loadConfig({ METRICS_HOST_NAMES: " hotel-1.internal, ,10.0.0.5 " }).METRICS_HOST_NAMES).toEqual(["hotel-1.internal", "10.0.0.5"]);
  });

  it("calls the server degraded after 15 minutes of stuck mail or a database slower than 1 s, unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ HEALTH_OUTBOX_STUCK_AFTER_MINUTES: 15, HEALTH_DATABASE_SLOW_AFTER_MS: 1000 });
    expect(loadConfig({ HEALTH_OUTBOX_STUCK_AFTER_MINUTES: "30", HEALTH_DATABASE_SLOW_AFTER_MS: "250" })).toMatchObject({ HEALTH_OUTBOX_STUCK_AFTER_MINUTES: 30, HEALTH_DATABASE_SLOW_AFTER_MS: 250 });
    expect(() => loadConfig({ HEALTH_OUTBOX_STUCK_AFTER_MINUTES: "0" })).toThrow("Invalid configuration: HEALTH_OUTBOX_STUCK_AFTER_MINUTES must be a whole number of minutes");
  });

  it("never echoes the rejected value (it may hold a password)", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://root:hunter2@localhost/hotel" })).toThrow(/^(?!.*hunter2)/);
  });
});

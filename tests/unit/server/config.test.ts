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

  it("never echoes the rejected value (it may hold a password)", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://root:hunter2@localhost/hotel" })).toThrow(/^(?!.*hunter2)/);
  });
});

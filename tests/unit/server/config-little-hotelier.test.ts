import { describe, expect, it } from "vitest";
import { ConfigError, LITTLE_HOTELIER_EMEA_API_BASE, loadConfig } from "../../../src/server/config.ts";

describe("Little Hotelier settings", () => {
  it("defaults to Little Hotelier's EMEA host, no channel code and the built-in name rules", () => {
    const config = loadConfig({});
    expect(LITTLE_HOTELIER_EMEA_API_BASE).toBe("https://emea.littlehotelier.com");
    expect(config).toMatchObject({ LH_API_BASE: LITTLE_HOTELIER_EMEA_API_BASE, LH_CHANNEL_CODE: "", LH_ROOM_TYPE_MAP: {} });
    expect(loadConfig({ LH_API_BASE: "" }).LH_API_BASE).toBe(LITTLE_HOTELIER_EMEA_API_BASE);
  });

  it("reads LH_API_BASE and LH_ROOM_TYPE_MAP", () => {
    const config = loadConfig({ LH_API_BASE: "http://127.0.0.1:4010", LH_ROOM_TYPE_MAP: '{"Garden Suite":"deluxe_family"}' });
    expect(config.LH_API_BASE).toBe("http://127.0.0.1:4010");
    expect(config.LH_ROOM_TYPE_MAP).toEqual({ "Garden Suite": "deluxe_family" });
  });

  it.each(['{"Garden Suite":"suite"}', "Garden Suite=deluxe_family", "[]", '{"":"double"}'])("stops on LH_ROOM_TYPE_MAP=%s with one line", (value) => {
    expect(() => loadConfig({ LH_ROOM_TYPE_MAP: value })).toThrow(ConfigError);
    expect(() => loadConfig({ LH_ROOM_TYPE_MAP: value })).toThrow(
      "Invalid configuration: LH_ROOM_TYPE_MAP must be a JSON object mapping Little Hotelier room names to single, double, twin, standard_family, deluxe_family",
    );
  });

  it("stops on an LH_API_BASE that is not an http(s) URL", () => {
    expect(() => loadConfig({ LH_API_BASE: "ftp://lh" })).toThrow("Invalid configuration: LH_API_BASE must be an http(s) URL of the Little Hotelier API");
  });
});

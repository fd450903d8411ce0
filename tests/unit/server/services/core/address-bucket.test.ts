import { describe, expect, it } from "vitest";
import { addressBucket } from "../../../../../src/server/services/core/address-bucket.ts";

describe("addressBucket: what the throttles count an address under", () => {
  it.each([
    ["an IPv4 address, as it is", "203.0.113.7", "203.0.113.7"],
    ["an IPv4-mapped IPv6 address, as its IPv4", "::ffff:203.0.113.7", "203.0.113.7"],
    ["a full IPv6 address, by its /64", "2001:0db8:0004:0007:0000:0000:0000:0001", "2001:db8:4:7::/64"],
    ["a compressed IPv6 address, by its /64", "2001:db8:4:7:abcd::1", "2001:db8:4:7::/64"],
    ["an address whose /64 is compressed", "2001:db8::1", "2001:db8:0:0::/64"],
    ["loopback", "::1", "0:0:0:0::/64"],
    ["a zone index, ignored", "fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("keys %s", (_case, address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it("puts two hosts of one /64 together and two /64s apart", () => {
    expect(addressBucket("2001:db8:4:7::1")).toBe(addressBucket("2001:db8:4:7:ffff:ffff:ffff:ffff"));
    expect(addressBucket("2001:db8:4:7::1")).not.toBe(addressBucket("2001:db8:4:8::1"));
  });
});

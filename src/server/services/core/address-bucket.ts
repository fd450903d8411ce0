import ipaddr from "ipaddr.js";

/**
 * The key a client address is counted under by the throttles: an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber or server usually holds a whole /64, so counting
 * each address alone would hand an attacker 2^64 fresh budgets (ASVS 5.0 V6, the Copenhagen Book).
 */
export function addressBucket(address: string): string {
  if (!ipaddr.isValid(address.split("%")[0] ?? "")) return address;
  const parsed = ipaddr.process(address.split("%")[0] ?? "");
  if (parsed.kind() === "ipv4") return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((group) => group.toString(16));
  return `${groups.join(":")}::/64`;
}

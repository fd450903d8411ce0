import { isIPv6 } from "node:net";

/**
 * The key a client address is counted under by the throttles: an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber or server usually holds a whole /64, so counting
 * each address alone would hand an attacker 2^64 fresh budgets (ASVS 5.0 V6, the Copenhagen Book).
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

// The hotel server's address as reception types it on first run: https, or http only on this
// computer (a test server), reduced to its origin.

export const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const SERVER_ADDRESS_MESSAGES = {
  invalid: "Enter the hotel server's address, for example https://hotel.example.com",
  insecure: "Use an address starting with https:// (http:// is allowed only for localhost)",
} as const;

export type ServerAddress = { ok: true; origin: string } | { ok: false; message: string };

export function parseServerAddress(input: string): ServerAddress {
  const typed = input.trim();
  // "hotel.example.com" means https://hotel.example.com.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: SERVER_ADDRESS_MESSAGES.invalid };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, message: SERVER_ADDRESS_MESSAGES.invalid };
  if (url.protocol === "https:") return { ok: true, origin: url.origin };
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return { ok: true, origin: url.origin };
  if (url.protocol === "http:") return { ok: false, message: SERVER_ADDRESS_MESSAGES.insecure };
  return { ok: false, message: SERVER_ADDRESS_MESSAGES.invalid };
}

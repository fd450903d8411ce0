import { LOCAL_HOSTS } from "./server-address.ts";

// The address of the desk app's update feed (DESK_UPDATE_URL): the web space holding the
// latest*.yml files and installers the release workflow copies there. An update is code the app
// will run, so the feed is https, or http only on this computer (a feed served for a test).

export type UpdateFeed = { ok: true; url: string } | { ok: false; reason: string };

export function parseUpdateFeed(address: string): UpdateFeed {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { ok: false, reason: "DESK_UPDATE_URL is not an address" };
  }
  // Credentials in the address would end up in logs and in the updater's cache folder.
  if (url.username || url.password) return { ok: false, reason: "DESK_UPDATE_URL must not carry a user name or password" };
  if (url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname))) return { ok: true, url: url.href };
  return { ok: false, reason: "DESK_UPDATE_URL must start with https:// (http:// only for localhost)" };
}

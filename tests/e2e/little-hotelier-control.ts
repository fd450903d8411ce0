import type { FakeLittleHotelierMode, FakeLittleHotelierRequest, FakeRoom } from "../fakes/little-hotelier.ts";
import { FAKE_LH_BASE_URL, littleHotelierSite } from "./little-hotelier-server-address.ts";

// Steers the e2e run's fake Little Hotelier (its own process, see playwright.config.ts) for the
// requests of one browser project's app server that start on one day, so tests running at the same
// time on other days or projects are not touched.

async function post(action: string, body: unknown): Promise<void> {
  const response = await fetch(`${FAKE_LH_BASE_URL}/_control/${action}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fake Little Hotelier ${action}: ${response.status} ${await response.text()}`);
}

/** From now on, the project's requests starting on `startDate` answer with `mode` and/or `rooms`. */
export async function setLittleHotelierScenario(project: string, scenario: { startDate: string; mode?: FakeLittleHotelierMode; rooms?: readonly FakeRoom[] }): Promise<void> {
  await post("scenario", { channel: littleHotelierSite(project).channelCode, ...scenario });
}

/** The project's requests starting on `startDate` answer as usual again. */
export async function clearLittleHotelierScenario(project: string, startDate: string): Promise<void> {
  await post("clear-scenario", { channel: littleHotelierSite(project).channelCode, startDate });
}

/** The requests the project's app server has made, in order. */
export async function littleHotelierRequests(project: string): Promise<FakeLittleHotelierRequest[]> {
  const response = await fetch(`${FAKE_LH_BASE_URL}/_control/requests`);
  const all = (await response.json()) as FakeLittleHotelierRequest[];
  return all.filter((request) => request.channel === littleHotelierSite(project).channelCode);
}

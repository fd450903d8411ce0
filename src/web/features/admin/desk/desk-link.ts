import { useEffect } from "react";
import type { Arrival } from "../../../../shared/desktop/desk-messages.ts";
import type { ArrivingPetAddon, DashboardData } from "../../../../shared/staff/dashboard.ts";
import { setNoticeForwarder } from "../live-notices/use-live-notices.ts";

// The staff area inside the reception desk app: live notices become system
// notifications and a badge, and the pet arrivals are kept for the offline screen. In a browser
// `window.receptionDesk` is undefined and none of this runs.

function desk() {
  return typeof window === "undefined" ? undefined : window.receptionDesk;
}

/** Forwards each live notice to the desk app, and keeps its badge at the unseen count. */
export function useDeskNotices(unseen: number): void {
  useEffect(() => {
    const bridge = desk();
    if (!bridge) return;
    setNoticeForwarder((notice, total) => {
      void bridge.notify({ title: notice.title, body: notice.detail, path: notice.path }).catch(() => undefined);
      void bridge.setBadge(total).catch(() => undefined);
    });
    return () => setNoticeForwarder(null);
  }, []);
  useEffect(() => {
    void desk()
      ?.setBadge(unseen)
      .catch(() => undefined);
  }, [unseen]);
}

function petsText(arrival: ArrivingPetAddon): string {
  const count = arrival.numberOfPets === 1 ? "1 pet" : `${arrival.numberOfPets} pets`;
  return arrival.petTypes.length ? `${count}: ${arrival.petTypes.join(", ")}` : count;
}

export function arrivalsForDesk(today: DashboardData["today"]): Arrival[] {
  return [...today.arrivingToday, ...today.arrivingTomorrow].map((arrival) => ({
    reference: arrival.reference,
    guestName: arrival.guestName,
    checkInDate: arrival.checkInDate,
    pets: petsText(arrival),
    verified: arrival.verified,
  }));
}

/** Each loaded dashboard hands its pet arrivals to the desk app, for its offline screen. */
export function useKeepArrivalsForDesk(today: DashboardData["today"] | undefined, loadedAt: number): void {
  useEffect(() => {
    const bridge = desk();
    if (!bridge || !today) return;
    void bridge.saveArrivals({ savedAt: new Date(loadedAt).toISOString(), arrivals: arrivalsForDesk(today) }).catch(() => undefined);
  }, [today, loadedAt]);
}

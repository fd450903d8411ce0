import type { DeskState, ReceptionDeskBridge } from "../../shared/desktop/desk-bridge.ts";

// The offline screen: why the server cannot be reached, Retry, and the last loaded pet arrivals
// (read-only, marked with the time they were loaded).

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`offline page: #${id} is missing`);
  return found as T;
}

function cell(text: string): HTMLTableCellElement {
  const td = document.createElement("td");
  td.textContent = text;
  return td;
}

export function showArrivals(state: DeskState): void {
  const snapshot = state.arrivals;
  const time = element<HTMLParagraphElement>("arrivals-time");
  const region = element<HTMLDivElement>("arrivals");
  const body = element<HTMLTableSectionElement>("arrivals-body");
  body.replaceChildren();
  if (!snapshot) {
    region.hidden = true;
    time.textContent = "Nothing was loaded on this computer yet.";
    return;
  }
  time.textContent = `Read-only copy from ${dateTime.format(new Date(snapshot.savedAt))}. It may be out of date.`;
  if (snapshot.arrivals.length === 0) {
    region.hidden = true;
    time.textContent += " No pet add-ons were arriving then.";
    return;
  }
  for (const arrival of snapshot.arrivals) {
    const row = document.createElement("tr");
    row.append(cell(day.format(new Date(`${arrival.checkInDate}T12:00:00Z`))), cell(arrival.reference), cell(arrival.guestName), cell(arrival.pets), cell(arrival.verified ? "Verified" : "Not yet"));
    body.append(row);
  }
  region.hidden = false;
}

export function startOfflinePage(desk: ReceptionDeskBridge | undefined): void {
  const reason = element<HTMLParagraphElement>("offline-reason");
  const retry = element<HTMLButtonElement>("retry");
  const status = element<HTMLParagraphElement>("retry-status");
  const refresh = () =>
    desk?.state().then((state) => {
      reason.textContent = state.offlineReason ?? "The hotel server could not be reached.";
      showArrivals(state);
    });
  void refresh();
  retry.addEventListener("click", () => {
    if (!desk) return;
    retry.disabled = true;
    status.textContent = "Trying the server again…";
    void desk
      .retry()
      .then(async ({ connected }) => {
        if (connected) {
          status.textContent = "Connected. Opening the staff area…";
          return;
        }
        await refresh();
        status.textContent = "Still no answer from the server. The reason above is the latest.";
      })
      .catch(() => {
        status.textContent = "The retry could not be started. Please try again.";
      })
      .finally(() => {
        retry.disabled = false;
      });
  });
}

startOfflinePage(window.receptionDesk);

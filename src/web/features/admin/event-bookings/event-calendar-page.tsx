import { useQuery } from "@tanstack/react-query";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useSearchParams } from "react-router-dom";
import { addCalendarMonths, addDays, formatLongDate, londonToday } from "../../../../shared/dates.ts";
import { EVENT_BOOKING_STATE_LABELS, type EventCalendarEntry } from "../../../../shared/event-bookings/event-booking-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { cn } from "../../../lib/cn.ts";
import { staffCallMessage } from "../shell/staff-call-error.ts";
import { calendarWeeks } from "../ui/calendar-grid.ts";
import { WeekdayHead } from "../ui/weekday-head.tsx";
import { PageTitle } from "../ui/panel-section.tsx";
import { StaffSelect } from "../ui/staff-field.tsx";
import { eventCalendarQuery } from "./event-booking-api.ts";
import { EventBookingDialog } from "./event-booking-dialog.tsx";

// The Events tab (ADR 100): a month of the venue calendar as a real table, one column per weekday
// and one labelled cell per day, each event a button that opens it. The month, the venue and the
// open event are in the address (?month=2027-06&venue=wedding&open=<id>), so Back and a shared
// link show the same.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-01T12:00:00Z`));
}

/** Every day of a YYYY-MM month. */
function daysOfMonth(month: string): { date: string }[] {
  const first = `${month}-01`;
  const next = addCalendarMonths(first, 1);
  const days: { date: string }[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push({ date: day });
  return days;
}

/** What a screen reader hears for one event: who, what state, how many, and a clash. */
function entryName(entry: EventCalendarEntry, showVenue: boolean): string {
  const who = entry.enquiry?.name ?? "Event";
  const state = entry.state === "tentative" && entry.releaseDate ? `Tentative until ${formatLongDate(entry.releaseDate)}` : EVENT_BOOKING_STATE_LABELS[entry.state];
  const clash = entry.clashes > 0 ? `, clashes with ${entry.clashes} other` : "";
  return `${who}${showVenue ? ` at ${entry.venue.name}` : ""}: ${state}, ${entry.guests} guests${clash}`;
}

const ENTRY_TONES: Record<EventCalendarEntry["state"], string> = {
  enquiry: "border-border bg-muted/60",
  proposal_sent: "border-border bg-muted/60",
  tentative: "border-amber-700/50 bg-amber-50 dark:border-amber-300/50 dark:bg-amber-950/50",
  definite: "border-green-700/50 bg-green-50 dark:border-green-300/50 dark:bg-green-950/40",
  completed: "border-green-700/30 bg-surface",
  lost: "border-border",
};

function EntryButton({ entry, showVenue, onOpen }: { entry: EventCalendarEntry; showVenue: boolean; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(entry.id)}
      aria-label={entryName(entry, showVenue)}
      className={cn("block w-full rounded-sm border px-1.5 py-1 text-left text-xs hover:border-brand focus-visible:outline-offset-1", ENTRY_TONES[entry.state])}
    >
      <span className="block truncate font-medium">{entry.enquiry?.name ?? "Event"}</span>
      <span className="flex items-center gap-1">
        {EVENT_BOOKING_STATE_LABELS[entry.state]}
        {entry.clashes > 0 ? <TriangleAlert aria-hidden="true" className="size-3.5 text-amber-800 dark:text-amber-200" /> : null}
      </span>
      {showVenue ? <span className="block truncate text-muted-foreground">{entry.venue.name}</span> : null}
    </button>
  );
}

function DayCell({ date, entries, today, showVenue, onOpen }: { date: string; entries: EventCalendarEntry[]; today: string; showVenue: boolean; onOpen: (id: string) => void }) {
  const isToday = date === today;
  return (
    <td aria-current={isToday ? "date" : undefined} className={cn("h-28 min-w-28 border border-border p-1.5 align-top", isToday && "bg-brand/10 outline-2 -outline-offset-2 outline-brand")}>
      <span className="block text-sm font-semibold">
        <span aria-hidden="true">{Number(date.slice(8))}</span>
        <span className="sr-only">{formatLongDate(date)}</span>
        {isToday ? <span className="ml-1 text-xs font-medium text-brand">Today</span> : null}
      </span>
      {entries.length > 0 ? (
        <ul className="mt-1 space-y-1" aria-label={`Events on ${formatLongDate(date)}`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryButton entry={entry} showVenue={showVenue} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : (
        <span className="sr-only">No events</span>
      )}
    </td>
  );
}

export function EventCalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = londonToday();
  const requested = params.get("month") ?? "";
  const month = MONTH.test(requested) ? requested : today.slice(0, 7);
  const venueId = params.get("venue") ?? undefined;
  const openId = params.get("open");
  const days = daysOfMonth(month);
  const from = days[0]?.date ?? `${month}-01`;
  const to = days.at(-1)?.date ?? from;
  const calendar = useQuery(eventCalendarQuery({ from, to, ...(venueId ? { venueId } : {}) }));

  const change = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined) updated.delete(key);
        else updated.set(key, value);
      }
      return updated;
    });

  const venues = calendar.data?.venues ?? [];
  const venueName = venues.find((venue) => venue.id === venueId)?.name;
  const byDate = new Map<string, EventCalendarEntry[]>();
  for (const entry of calendar.data?.events ?? []) byDate.set(entry.eventDate, [...(byDate.get(entry.eventDate) ?? []), entry]);
  const label = monthLabel(month);
  const caption = `${venueName ?? "All venues"}: events in ${label}`;

  return (
    <div className="space-y-6">
      <PageTitle>Events</PageTitle>
      <p className="max-w-prose text-muted-foreground">
        Each venue's enquiries, holds and confirmed events by day. A venue can be definite only once a date; a second hold on a held date is allowed and marked as a clash.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <StaffSelect id="event-calendar-venue" label="Venue" value={venueId ?? ""} onChange={(event) => change({ venue: event.target.value || undefined })} className="min-w-48">
          <option value="">All venues</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </StaffSelect>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" onClick={() => change({ month: addCalendarMonths(`${month}-01`, -1).slice(0, 7) })}>
            <ChevronLeft aria-hidden="true" />
            Previous month
          </Button>
          <Button type="button" variant="outline" onClick={() => change({ month: undefined })} aria-disabled={month === today.slice(0, 7)}>
            This month
          </Button>
          <Button type="button" variant="outline" onClick={() => change({ month: addCalendarMonths(`${month}-01`, 1).slice(0, 7) })}>
            Next month
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <h2 className="text-2xl font-semibold" aria-live="polite">
        {label}
      </h2>
      {calendar.isPending ? <p role="status">Loading the calendar...</p> : null}
      {calendar.isError ? <FormStatus message={staffCallMessage(calendar.error, "Failed to load the calendar")} /> : null}
      {calendar.data ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {calendar.data.events.length === 0 ? `No events in ${label}.` : `${calendar.data.events.length} ${calendar.data.events.length === 1 ? "event" : "events"} in ${label}.`}
          </p>
          {/* Relative: the cells' screen-reader words stay inside the scrolling region, not widening a phone's page. */}
          <div role="region" aria-labelledby="event-calendar-caption" tabIndex={0} className="relative overflow-x-auto rounded-sm border border-border bg-surface focus-visible:outline-offset-2">
            <table className="w-full table-fixed border-collapse text-left">
              <caption id="event-calendar-caption" className="px-3 py-2 text-left text-sm font-semibold">
                {caption}
              </caption>
              <WeekdayHead className="w-28" />
              <tbody>
                {calendarWeeks(days).map((week) => (
                  <tr key={week.find((day) => day)?.date}>
                    {week.map((day, index) =>
                      day ? (
                        <DayCell key={day.date} date={day.date} entries={byDate.get(day.date) ?? []} today={today} showVenue={venueId === undefined} onOpen={(id) => change({ open: id })} />
                      ) : (
                        <td key={`blank-${index}`} className="border border-border bg-muted/40" />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {openId ? <EventBookingDialog id={openId} onClose={() => change({ open: undefined })} /> : null}
    </div>
  );
}

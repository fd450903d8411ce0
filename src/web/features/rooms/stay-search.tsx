import CalendarSearch from "lucide-react/icons/calendar-search";
import { useId } from "react";
import { addYears, londonToday } from "../../../shared/dates.ts";
import { bookingEngineForm } from "../../../shared/rooms/booking-engine-form.ts";
import { BOOKING_ENGINE_FIELDS } from "../../../shared/rooms/booking-link.ts";
import { ROOM_OCCUPANCY, ROOM_TYPES, type RoomType } from "../../../shared/rooms/room-types.ts";
import { STAY_SEARCH_ADULTS, STAY_SEARCH_CHILDREN } from "../../../shared/rooms/stay-search-constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { cn } from "../../lib/cn.ts";
import { describedBy } from "../../components/form/field-error.tsx";
import { STAY_CONTROL_CLASS, StayField } from "./stay-field.tsx";
import { StaySearchResults } from "./stay-search-results.tsx";
import { STAY_SEARCH_DEFAULTS, type StaySearchField, useStaySearch } from "./use-stay-search.ts";
import { Options } from "../../components/form/options.tsx";

const engineForm = bookingEngineForm(__PUBLIC_CONFIG__.BOOKING_ENGINE_URL);

/** The page's own room type first, then the rest in the site's order. */
function typesInOrder(first: RoomType | undefined): readonly RoomType[] {
  return first ? [first, ...ROOM_TYPES.filter((type) => type !== first)] : ROOM_TYPES;
}

interface StaySearchProps {
  /** On a room's page: its type is listed first. */
  roomType?: RoomType;
  className?: string;
}

/**
 * Check-in, check-out, adults and children (ADR 017). Before JavaScript it is a
 * plain GET form that opens the booking engine with the chosen stay in a new tab; once it has
 * hydrated (an island woken on first touch, ADR 044: what was typed before is kept, the submit is
 * replayed) it asks the site about each room type and shows prices, full types and Book links.
 */
export function StaySearch({ roomType, className }: StaySearchProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { errors, formError, outcome, searching, submit, fieldChanged, formRef } = useStaySearch(typesInOrder(roomType));
  const today = hydrated ? londonToday() : undefined;
  const fieldId = (name: StaySearchField) => `${id}-${name}`;
  // On a single room's page the search starts with the one adult it sleeps.
  const defaults = { ...STAY_SEARCH_DEFAULTS, ...(roomType ? { adults: String(Math.min(Number(STAY_SEARCH_DEFAULTS.adults), ROOM_OCCUPANCY[roomType].adults)) } : {}) };
  const control = (name: StaySearchField) => ({
    id: fieldId(name),
    name: BOOKING_ENGINE_FIELDS[name],
    defaultValue: defaults[name],
    onChange: () => fieldChanged(name),
    className: STAY_CONTROL_CLASS,
    ...describedBy(fieldId(name), errors[name]),
  });

  return (
    <section aria-labelledby={`${id}-heading`} className={cn("rounded-sm border border-accent/60 bg-surface p-5 shadow-sm sm:p-6", className)}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-semibold">
        <CalendarSearch aria-hidden="true" className="size-6 text-brand" />
        Check Availability
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {hydrated ? "Prices and rooms left for your dates, from our booking system." : "Opens our secure booking site in a new tab with your dates."}
      </p>
      <form
        ref={formRef}
        action={engineForm.action}
        method="get"
        target="_blank"
        noValidate={hydrated}
        onSubmit={hydrated ? (event) => void submit(event) : undefined}
        className="mt-5 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[1fr_1fr_0.7fr_0.7fr_auto] lg:items-start"
      >
        {engineForm.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <StayField id={fieldId("checkIn")} label="Check-in" error={errors.checkIn}>
          <input type="date" required min={today} max={today && addYears(today, 1)} {...control("checkIn")} />
        </StayField>
        <StayField id={fieldId("checkOut")} label="Check-out" error={errors.checkOut}>
          <input type="date" required min={today} {...control("checkOut")} />
        </StayField>
        <StayField id={fieldId("adults")} label="Adults" error={errors.adults}>
          <select {...control("adults")}>
            <Options choices={STAY_SEARCH_ADULTS} />
          </select>
        </StayField>
        <StayField id={fieldId("children")} label="Children" error={errors.children}>
          <select {...control("children")}>
            <Options choices={STAY_SEARCH_CHILDREN} />
          </select>
        </StayField>
        <Button type="submit" size="lg" disabled={searching} className="col-span-2 lg:col-span-1 lg:mt-6.5">
          {searching ? "Checking…" : "Check Availability"}
          {hydrated ? null : <span className="sr-only">(opens in a new tab)</span>}
        </Button>
      </form>
      <div role="alert" className="empty:hidden">
        {formError ? <p className="mt-4 rounded-sm border border-red-700/40 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200">{formError}</p> : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {Object.values(errors)[0] ?? ""}
      </p>
      <StaySearchResults outcome={outcome} searching={searching} ownType={roomType} />
    </section>
  );
}

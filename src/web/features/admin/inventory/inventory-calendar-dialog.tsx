import { useQuery } from "@tanstack/react-query";
import { CALENDAR_LOAD_FAILED, type InventoryCalendarDay } from "../../../../shared/rooms/inventory-admin.ts";
import type { RoomType } from "../../../../shared/rooms/room-types.ts";
import { cn } from "../../../lib/cn.ts";
import { staffCallFailure } from "../shell/staff-call-error.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { formatStaffDate } from "../ui/staff-date-time.ts";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { AvailabilityBadge } from "./availability-badge.tsx";
import { calendarWeeks } from "../ui/calendar-grid.ts";
import { WeekdayHead } from "../ui/weekday-head.tsx";
import { calendarQuery, calendarRange } from "./inventory-api.ts";

function DayCell({ day, today }: { day: InventoryCalendarDay; today: string }) {
  const isToday = day.date === today;
  return (
    <td
      aria-current={isToday ? "date" : undefined}
      className={cn("h-24 min-w-20 border border-border p-1.5 align-top text-xs", isToday && "bg-brand/10 outline-2 -outline-offset-2 outline-brand")}
    >
      <span className="block text-sm font-semibold">
        <span aria-hidden="true">{Number(day.date.slice(8))}</span>
        <span className="sr-only">{formatStaffDate(`${day.date}T12:00:00Z`)}</span>
        {isToday ? <span className="ml-1 text-xs font-medium text-brand">Today</span> : null}
      </span>
      {day.totalRooms === 0 ? null : (
        <>
          <span className="block">Total {day.totalRooms}</span>
          <span className="block">Available {day.availableRooms}</span>
        </>
      )}
      <AvailabilityBadge level={day.level} className="mt-1" />
    </td>
  );
}

/** One room type's next 30 days (today + 720 hours) as a Sunday-to-Saturday table. */
export function InventoryCalendarDialog({ roomType, label, onClose }: { roomType: RoomType; label: string; onClose: () => void }) {
  const range = calendarRange();
  const calendar = useQuery(calendarQuery(roomType, range));
  const failure = staffCallFailure(calendar.error)?.serverError ?? CALENDAR_LOAD_FAILED;
  const weeks = calendarWeeks(calendar.data?.days ?? []);

  return (
    <StaffDialog title={`${label} availability`} onClose={onClose} wide>
      {calendar.isPending ? <p role="status">Loading the calendar...</p> : null}
      {calendar.isError ? <FormStatus message={failure} /> : null}
      {calendar.data ? (
        <div role="region" aria-label={`${label} calendar`} tabIndex={0} className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="pb-2 text-left text-sm text-muted-foreground">
              {label}: rooms available each day from {formatStaffDate(`${range.startDate}T12:00:00Z`)} to {formatStaffDate(`${range.endDate}T12:00:00Z`)}, from the last sync
            </caption>
            <WeekdayHead />
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find((day) => day)?.date}>
                  {week.map((day, index) => (day ? <DayCell key={day.date} day={day} today={range.startDate} /> : <td key={`blank-${index}`} className="border border-border bg-muted/40" />))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </StaffDialog>
  );
}

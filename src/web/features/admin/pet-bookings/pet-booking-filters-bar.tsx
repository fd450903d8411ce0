import type { AddonBookingListQuery, AddonPaymentFilter, AddonVerificationFilter } from "../../../../shared/addons/addon-booking-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ListSearchField } from "../data-table/list-search-field.tsx";
import { StaffField, StaffSelect } from "../ui/staff-field.tsx";
import { useDebouncedSearch } from "./use-debounced-search.ts";

const PAYMENT_OPTIONS: { value: AddonPaymentFilter; label: string }[] = [
  { value: "all", label: "All payments" },
  { value: "succeeded", label: "Paid" },
  { value: "pending", label: "Pending" },
  { value: "failed", label: "Failed" },
  { value: "cancelled", label: "Cancelled or refunded" },
];

const VERIFICATION_OPTIONS: { value: AddonVerificationFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "verified", label: "Verified" },
  { value: "pending", label: "Not verified" },
];

/** True when any filter narrows the list (the order and page do not). */
export function isFiltered(filters: AddonBookingListQuery): boolean {
  return [filters.search, filters.from, filters.to].some(Boolean) || filters.payment !== "all" || filters.verification !== "all";
}

/** Search (debounced), payment, verification and the check-in range; each change asks the server again. */
export function PetBookingFiltersBar({ filters, onChange }: { filters: AddonBookingListQuery; onChange: (change: Partial<AddonBookingListQuery>) => void }) {
  const [search, setSearch] = useDebouncedSearch(filters.search ?? "", (value) => onChange({ search: value }));
  return (
    <div role="group" aria-label="Filter the bookings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
      <ListSearchField id="pet-bookings-search" hint="Guest name, e-mail, confirmation ID or reference" value={search} onChange={setSearch} className="sm:col-span-2 lg:col-span-1" />
      <StaffSelect id="pet-bookings-payment" label="Payment" value={filters.payment} onChange={(event) => onChange({ payment: event.target.value as AddonPaymentFilter })} className="self-end">
        {PAYMENT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StaffSelect>
      <StaffSelect
        id="pet-bookings-verification"
        label="Verification"
        value={filters.verification}
        onChange={(event) => onChange({ verification: event.target.value as AddonVerificationFilter })}
        className="self-end"
      >
        {VERIFICATION_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StaffSelect>
      <StaffField id="pet-bookings-from" type="date" label="Check-in from" value={filters.from ?? ""} max={filters.to} onChange={(event) => onChange({ from: event.target.value })} className="self-end" />
      <StaffField id="pet-bookings-to" type="date" label="Check-in to" value={filters.to ?? ""} min={filters.from} onChange={(event) => onChange({ to: event.target.value })} className="self-end" />
      {isFiltered(filters) ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="ghost" size="sm" onClick={() => onChange({ search: "", payment: "all", verification: "all", from: "", to: "" })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}

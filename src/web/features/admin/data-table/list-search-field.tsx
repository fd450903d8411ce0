import { STAFF_LIST_SEARCH_MAX_LENGTH } from "../../../../shared/staff/staff-list.ts";
import { StaffField } from "../ui/staff-field.tsx";

/** A staff list's search box: no longer than the server takes, and no autofill. */
export function ListSearchField({ id, hint, value, onChange, className }: { id: string; hint: string; value: string; onChange: (value: string) => void; className?: string }) {
  return (
    <StaffField
      id={id}
      type="search"
      label="Search"
      hint={hint}
      value={value}
      maxLength={STAFF_LIST_SEARCH_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}

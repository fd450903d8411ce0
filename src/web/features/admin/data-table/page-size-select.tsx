import { STAFF_PAGE_SIZES } from "../../../../shared/staff/staff-list.ts";
import { StaffSelect } from "../ui/staff-field.tsx";

/** "Rows per page" for a staff list, offering the sizes every staff list allows. */
export function PageSizeSelect({ id, pageSize, onChange }: { id: string; pageSize: number; onChange: (pageSize: number) => void }) {
  return (
    <StaffSelect id={id} label="Rows per page" value={String(pageSize)} onChange={(event) => onChange(Number(event.target.value))} className="w-40">
      {STAFF_PAGE_SIZES.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </StaffSelect>
  );
}

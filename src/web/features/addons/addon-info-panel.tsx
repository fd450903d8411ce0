import Info from "lucide-react/icons/info";
import { hotel } from "../../../../content/hotel.ts";

/** The information panel beside the add-on form: what is bought and how it is checked. */
export function AddonInfoPanel({ headingId }: { headingId: string }) {
  return (
    <aside aria-labelledby={headingId} className="rounded-sm border border-border bg-muted p-5 text-sm leading-relaxed">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-lg font-semibold">
        <Info aria-hidden="true" className="size-5 text-brand" />
        How the pet add-on works
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>For guests with a direct booking: enter the confirmation ID from your booking e-mail.</li>
        <li>£10.00 per pet per night, for up to two dogs or cats, paid securely online now.</li>
        <li>You receive an add-on reference with a QR code; bring it and your booking confirmation to reception.</li>
        <li>Reception checks the add-on against your booking when you arrive. Check-in is from {hotel.checkIn}.</li>
      </ul>
    </aside>
  );
}

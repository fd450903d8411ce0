import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Clock from "lucide-react/icons/clock";
import type { ReactNode } from "react";
import { hotel, hotelAddressLine } from "../../../../content/hotel.ts";
import type { AddonPaymentStatus } from "../../../shared/addons/addon-booking-view.ts";
import { paymentStatusLabel } from "./payment-status-label.ts";

// What the success page shows in both of its answers (ADR 036): the guest's full view and the
// receipt without personal data share the reference card, the arrival notes and the contact.

/** ADR 059 (the original's "3:00 PM to 10:00 AM" read as check-in and check-out times). */
const CHECK_IN_TEXT = `Check-in from ${hotel.checkIn}, check-out by ${hotel.checkOut}`;

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The booking's short reference and its QR code (ADR 062), for reception to scan or type. */
function ReferenceCard({ reference, referenceQrSvg }: { reference: string; referenceQrSvg: string }) {
  return (
    <figure className="flex flex-col items-center gap-3 rounded-sm border border-border bg-surface p-5 text-center shadow-xs">
      <div
        role="img"
        aria-label={`QR code of your add-on reference ${reference}`}
        className="size-40 bg-white p-2 [&_svg]:size-full"
        // The server made this SVG from the reference alone (the qrcode package); it carries no script.
        dangerouslySetInnerHTML={{ __html: referenceQrSvg }}
      />
      <figcaption>
        <span className="block text-sm text-muted-foreground">Add-on reference</span>
        <span className="font-mono text-2xl font-semibold tracking-wider">{reference}</span>
      </figcaption>
    </figure>
  );
}

/** The reference with its payment status, as the first row of the booking. */
function ReferenceWithStatus({ reference, paymentStatus }: { reference: string; paymentStatus: AddonPaymentStatus }) {
  const paid = paymentStatus === "succeeded";
  return (
    <Row term="Add-on booking">
      <span className="font-mono">{reference}</span>{" "}
      <span className="ml-2 inline-flex items-center gap-1 rounded-sm border border-border px-2 py-0.5 text-sm font-semibold">
        {paid ? <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" /> : <Clock aria-hidden="true" className="size-4" />}
        <span className="sr-only">Payment status: </span>
        {paymentStatusLabel(paymentStatus)}
      </span>
    </Row>
  );
}

/** "Your booking": its reference and payment status, then `rows` (more terms of the list), then `children`. */
export function YourBookingSection({ reference, paymentStatus, rows, children }: { reference: string; paymentStatus: AddonPaymentStatus; rows?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="addon-booking-heading">
      <h2 id="addon-booking-heading" className="font-serif text-2xl font-semibold">
        Your booking
      </h2>
      <dl className="mt-3 divide-y divide-border">
        <ReferenceWithStatus reference={reference} paymentStatus={paymentStatus} />
        {rows}
      </dl>
      {children}
    </section>
  );
}

/** Check-in instructions; the room booking's confirmation id only where the page may show it. */
export function ArrivalNotes({ reference, bookingConfirmationId, paid }: { reference: string; bookingConfirmationId: string | null; paid: boolean }) {
  return (
    <section aria-labelledby="addon-checkin-heading">
      <h2 id="addon-checkin-heading" className="font-serif text-2xl font-semibold">
        When you arrive
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
        <li>
          Bring your original booking confirmation ID{bookingConfirmationId ? ` (${bookingConfirmationId})` : ""} and your add-on reference ({reference}).
        </li>
        <li>Reception verifies add-ons against your booking at check-in.</li>
        <li>{paid ? "Your add-on is already paid online: there is nothing more to pay for it." : "Add-ons are paid online; once your payment is confirmed there is nothing more to pay for it."}</li>
        <li>{CHECK_IN_TEXT}.</li>
      </ul>
    </section>
  );
}

export function HotelContact() {
  return (
    <section aria-labelledby="addon-contact-heading">
      <h2 id="addon-contact-heading" className="font-serif text-2xl font-semibold">
        Contact {hotel.name}
      </h2>
      <ul className="mt-3 space-y-1 leading-relaxed">
        <li>
          Phone:{" "}
          <a href={`tel:${hotel.phone.e164}`} className="font-medium text-brand underline underline-offset-4">
            {hotel.phone.display}
          </a>
        </li>
        <li>
          Email:{" "}
          <a href={`mailto:${hotel.email}`} className="font-medium break-all text-brand underline underline-offset-4">
            {hotel.email}
          </a>
        </li>
        <li>Address: {hotelAddressLine}</li>
      </ul>
    </section>
  );
}

/** Reference card beside the sections on a desktop; first in reading order, so a phone shows it to reception without scrolling. */
export function WithReferenceCard({ reference, referenceQrSvg, children }: { reference: string; referenceQrSvg: string; children: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start">
        <ReferenceCard reference={reference} referenceQrSvg={referenceQrSvg} />
      </div>
      <div className="space-y-8 lg:col-start-1 lg:row-start-1">{children}</div>
    </div>
  );
}

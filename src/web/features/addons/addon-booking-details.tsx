import type { AddonBookingGuestView } from "../../../shared/addons/addon-booking-view.ts";
import { formatLongDate } from "../../../shared/dates.ts";
import { formatAmount } from "../../../shared/money.ts";
import { nationalPhone } from "../../../shared/validation/phone-number.ts";
import { ArrivalNotes, HotelContact, Row, WithReferenceCard, YourBookingSection } from "./addon-booking-parts.tsx";
import { nightsLabel } from "./payment-status-label.ts";

/** Everything the confirmed view shows, to the browser that paid (ADR 036). */
export function AddonBookingDetails({ booking }: { booking: AddonBookingGuestView }) {
  const pets = booking.petAddon;
  const paid = booking.paymentStatus === "succeeded";
  return (
    <WithReferenceCard reference={booking.reference} referenceQrSvg={booking.referenceQrSvg}>
      <YourBookingSection
        reference={booking.reference}
        paymentStatus={booking.paymentStatus}
        rows={
          <>
            <Row term="Booking confirmation ID">{booking.bookingConfirmationId}</Row>
            <Row term="Guest name">{booking.guestName}</Row>
            <Row term="Email">{booking.guestEmail}</Row>
            <Row term="Phone">{nationalPhone(booking.guestPhone)}</Row>
            <Row term="Check-in">{formatLongDate(booking.checkInDate)}</Row>
            <Row term="Check-out">{formatLongDate(booking.checkOutDate)}</Row>
            <Row term="Length of stay">{nightsLabel(booking.numberOfNights)}</Row>
          </>
        }
      />

      <section aria-labelledby="addon-pets-heading">
        <h2 id="addon-pets-heading" className="font-serif text-2xl font-semibold">
          Pet accommodation
        </h2>
        <dl className="mt-3 divide-y divide-border">
          <Row term="Number of pets">{pets.numberOfPets}</Row>
          <Row term="Pets">
            <ul className="space-y-1">
              {pets.petDetails.map((pet, index) => (
                <li key={index}>
                  {pet.name} ({pet.type})
                </li>
              ))}
            </ul>
          </Row>
          {pets.specialRequirements ? <Row term="Special requirements">{pets.specialRequirements}</Row> : null}
          <Row term="Subtotal">{formatAmount(pets.subtotal)}</Row>
          <Row term={paid ? "Total paid" : "Total"}>
            <span className="text-lg font-semibold">{formatAmount(booking.totalAmount)}</span>
            <span className="block text-sm text-muted-foreground">Includes taxes and charges</span>
          </Row>
        </dl>
      </section>

      <ArrivalNotes reference={booking.reference} bookingConfirmationId={booking.bookingConfirmationId} paid={paid} />
      <HotelContact />
    </WithReferenceCard>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import ScanLine from "lucide-react/icons/scan-line";
import { useRef, useState, type FormEvent } from "react";
import { ADDON_ADMIN_MESSAGES, type AddonBookingAdminView } from "../../../../shared/addons/addon-booking-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { petBookingsFilter, verifyPetBooking } from "../pet-bookings/pet-booking-api.ts";
import { serverMessageOr } from "../pet-bookings/pet-booking-failure.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle } from "../ui/panel-section.tsx";
import { StaffField } from "../ui/staff-field.tsx";
import { CameraScanner, cameraScanningAvailable } from "./camera-scanner.tsx";
import { findByCode } from "./check-in-api.ts";
import { CheckInCard } from "./check-in-card.tsx";

type Lookup = { state: "idle" } | { state: "searching"; code: string } | { state: "found"; code: string; bookings: AddonBookingAdminView[] } | { state: "failed"; message: string };

/**
 * Reception's check-in of a pet add-on (ADR 062): the scan field has
 * the focus, so a USB scanner's typing and Enter find the add-on; staff see it and verify it
 * with one press, print a slip, and the field is ready for the next guest.
 */
export function CheckInPage() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const [camera, setCamera] = useState(false);
  const [verified, setVerified] = useState<string | null>(null);

  async function find(code: string): Promise<void> {
    if (!code.trim()) return;
    setVerified(null);
    setLookup({ state: "searching", code });
    try {
      setLookup({ state: "found", code, bookings: await findByCode(code) });
    } catch (error) {
      setLookup({ state: "failed", message: serverMessageOr(error, ADDON_ADMIN_MESSAGES.LOAD_FAILED) });
    }
  }

  function replaceFound(booking: AddonBookingAdminView): void {
    setLookup((current) => (current.state === "found" ? { ...current, bookings: current.bookings.map((row) => (row.id === booking.id ? booking : row)) } : current));
  }

  const verify = useMutation({
    mutationFn: (booking: AddonBookingAdminView) => verifyPetBooking(booking.id),
    onSuccess: async (booking) => {
      replaceFound(booking);
      setVerified(booking.reference);
      showToast(ADDON_ADMIN_MESSAGES.VERIFIED, "success");
      await queryClient.invalidateQueries(petBookingsFilter());
      input.current?.focus();
      input.current?.select();
    },
    onError: (failure) => showToast(serverMessageOr(failure, ADDON_ADMIN_MESSAGES.VERIFY_FAILED), "error"),
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void find(input.current?.value ?? "");
  }

  return (
    <div className="space-y-6">
      <div>
        <PageTitle>Check-in</PageTitle>
        <p className="mt-1 max-w-prose text-muted-foreground">Scan the QR code on the guest's confirmation, or type its reference (PET-…) or the room booking's confirmation ID, to verify a pet add-on.</p>
      </div>
      <form onSubmit={submit} aria-label="Find a pet add-on" className="flex flex-wrap items-end gap-3 print:hidden">
        <StaffField
          ref={input}
          id="check-in-code"
          name="code"
          label="Reference or confirmation ID"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          className="min-w-64 flex-1"
        />
        <Button type="submit" size="lg" disabled={lookup.state === "searching"}>
          {lookup.state === "searching" ? "Finding..." : "Find"}
        </Button>
        {cameraScanningAvailable() ? (
          <Button type="button" variant="outline" size="lg" onClick={() => setCamera(true)}>
            <ScanLine aria-hidden="true" />
            Scan with camera
          </Button>
        ) : null}
      </form>
      {camera ? (
        <CameraScanner
          onCode={(code) => {
            setCamera(false);
            if (input.current) input.current.value = code;
            void find(code);
          }}
          onClose={() => setCamera(false)}
        />
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {lookup.state === "found" ? (lookup.bookings.length ? `${lookup.bookings.length} pet add-on found` : "No pet add-on found") : ""}
        {verified ? ` ${verified} verified` : ""}
      </div>
      {lookup.state === "failed" ? <FormStatus message={lookup.message} /> : null}
      {lookup.state === "found" && lookup.bookings.length === 0 ? (
        <p role="alert" className="rounded-sm border border-border bg-surface p-4">
          No pet add-on matches “{lookup.code.trim()}”. Check the reference on the guest's e-mail, or search in Pet Accommodation.
        </p>
      ) : null}
      {lookup.state === "found"
        ? lookup.bookings.map((booking) => <CheckInCard key={booking.id} booking={booking} verifying={verify.isPending && verify.variables.id === booking.id} onVerify={() => verify.mutate(booking)} onPaidAtDesk={replaceFound} justVerified={verified === booking.reference} />)
        : null}
    </div>
  );
}

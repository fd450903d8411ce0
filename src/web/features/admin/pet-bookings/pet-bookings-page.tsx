import { PanelIntro } from "../admin-section-panel.tsx";

/** The Pet Accommodation tab (issue 15); its screen is being built. */
export function PetBookingsPage() {
  return (
    <PanelIntro heading="Pet Accommodation">
      <p>Pet add-on bookings will be listed here, to find, verify at reception and export.</p>
    </PanelIntro>
  );
}

import { PanelIntro } from "../admin-section-panel.tsx";

/** The Inquiries tab (issue 15); its screen is being built. */
export function InquiriesPage() {
  return (
    <PanelIntro heading="Inquiries">
      <p>Contact and event inquiries and newsletter sign-ups will be listed here, to read, filter, answer and export.</p>
    </PanelIntro>
  );
}

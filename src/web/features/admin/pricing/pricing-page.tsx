import { PanelIntro } from "../admin-section-panel.tsx";

/** The Pricing tab (issue 15); its screen is being built. */
export function PricingPage() {
  return (
    <PanelIntro heading="Pricing">
      <p>Room prices and competitors' rates by date will be kept up to date here.</p>
    </PanelIntro>
  );
}

import { PanelIntro } from "../admin-section-panel.tsx";

/** The Room Inventory tab (issue 15); its screen is being built. */
export function InventoryPage() {
  return (
    <PanelIntro heading="Room Inventory">
      <p>Each room type's inventory and availability from Little Hotelier will be listed here, with a day-by-day calendar.</p>
    </PanelIntro>
  );
}

import addonSuccessView from "../islands/addon-success-view.tsx";
import { Island } from "../lib/islands/island.tsx";

export default function BookAddonsSuccessPage() {
  return <Island of={addonSuccessView} props={{}} />;
}

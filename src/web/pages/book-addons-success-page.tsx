import { AddonSuccessView } from "../features/addons/addon-success-view.tsx";

export default function BookAddonsSuccessPage() {
  return <AddonSuccessView />;
}

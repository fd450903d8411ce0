import type { LucideIcon } from "lucide-react";
import Bone from "lucide-react/icons/bone";
import ConciergeBell from "lucide-react/icons/concierge-bell";
import Dog from "lucide-react/icons/dog";
import Droplets from "lucide-react/icons/droplets";
import Map from "lucide-react/icons/map";
import PawPrint from "lucide-react/icons/paw-print";
import { petAmenities } from "../../../../content/pet-friendly.ts";
import { iconFeaturesOf } from "../../components/content/icon-by-name.ts";
import { IconFeatureGrid } from "../../components/content/icon-feature-grid.tsx";

/** The icons content/pet-friendly.ts names. */
const AMENITY_ICONS: Readonly<Record<string, LucideIcon>> = { Bone, ConciergeBell, Dog, Droplets, Map, PawPrint };

/** What we provide for pets, each under its icon. */
export function PetAmenities() {
  return <IconFeatureGrid columns={3} className="mt-12" features={iconFeaturesOf(petAmenities, AMENITY_ICONS)} />;
}

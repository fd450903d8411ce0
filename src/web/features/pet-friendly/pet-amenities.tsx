import { Bone, ConciergeBell, Dog, Droplets, Map, PawPrint, type LucideIcon } from "lucide-react";
import { petAmenities } from "../../../../content/pet-friendly.ts";
import { iconByName } from "../../components/content/icon-by-name.ts";
import { IconFeatureGrid } from "../../components/content/icon-feature-grid.tsx";

/** The icons content/pet-friendly.ts names. */
const AMENITY_ICONS: Readonly<Record<string, LucideIcon>> = { Bone, ConciergeBell, Dog, Droplets, Map, PawPrint };

/** What we provide for pets, each under its icon. */
export function PetAmenities() {
  return (
    <IconFeatureGrid
      columns={3}
      className="mt-12"
      features={petAmenities.map((amenity) => ({ icon: iconByName(amenity.icon, AMENITY_ICONS), title: amenity.name, description: amenity.description }))}
    />
  );
}

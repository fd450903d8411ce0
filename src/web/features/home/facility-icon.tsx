import { Coffee, ConciergeBell, Luggage, MapPin, PartyPopper, PawPrint, SquareParking, Star, Users, Wifi, Wine, type LucideIcon } from "lucide-react";
import type { IconName } from "../../../../content/facilities.ts";

/** The lucide icons content/facilities.ts names; named imports keep the rest of lucide out of the page. */
const FACILITY_ICONS: Readonly<Record<string, LucideIcon>> = {
  Coffee,
  ConciergeBell,
  Luggage,
  MapPin,
  PartyPopper,
  PawPrint,
  SquareParking,
  Users,
  Wifi,
  Wine,
};

/** A facility's icon by its lucide name; an unknown name shows a star. */
export function FacilityIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = FACILITY_ICONS[name] ?? Star;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.5} />;
}

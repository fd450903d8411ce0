import type { LucideIcon } from "lucide-react";
import Coffee from "lucide-react/icons/coffee";
import ConciergeBell from "lucide-react/icons/concierge-bell";
import Luggage from "lucide-react/icons/luggage";
import MapPin from "lucide-react/icons/map-pin";
import PartyPopper from "lucide-react/icons/party-popper";
import PawPrint from "lucide-react/icons/paw-print";
import SquareParking from "lucide-react/icons/square-parking";
import Star from "lucide-react/icons/star";
import Users from "lucide-react/icons/users";
import Wifi from "lucide-react/icons/wifi";
import Wine from "lucide-react/icons/wine";
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

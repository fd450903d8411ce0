import {
  Award,
  Bath,
  Bed,
  Car,
  Coffee,
  FileText,
  Gift,
  Monitor,
  PawPrint,
  Phone,
  Shirt,
  ShowerHead,
  Square,
  Star,
  Thermometer,
  Toilet,
  Tv,
  Wifi,
  Wind,
  Wine,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { AmenityIcon as AmenityIconName } from "../../../../content/rooms.ts";

/** The §3 amenity icon names and the lucide icon drawn for each ("Shower" is lucide's ShowerHead). */
const AMENITY_ICONS: Readonly<Record<AmenityIconName, LucideIcon>> = {
  Bath,
  Shower: ShowerHead,
  Toilet,
  Shirt,
  FileText,
  Tv,
  Wifi,
  Coffee,
  Wind,
  Gift,
  Bed,
  Zap,
  Monitor,
  Phone,
  Thermometer,
  Square,
  PawPrint,
  Car,
  Wine,
  Award,
};

function isKnownIcon(name: string): name is AmenityIconName {
  return Object.hasOwn(AMENITY_ICONS, name);
}

/** An amenity's icon by its §3 name; any other name shows a star. */
export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  const Icon = isKnownIcon(name) ? AMENITY_ICONS[name] : Star;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.5} />;
}

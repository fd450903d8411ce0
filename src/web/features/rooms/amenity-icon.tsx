import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import Bath from "lucide-react/icons/bath";
import Bed from "lucide-react/icons/bed";
import Car from "lucide-react/icons/car";
import Coffee from "lucide-react/icons/coffee";
import FileText from "lucide-react/icons/file-text";
import Gift from "lucide-react/icons/gift";
import Monitor from "lucide-react/icons/monitor";
import PawPrint from "lucide-react/icons/paw-print";
import Phone from "lucide-react/icons/phone";
import Shirt from "lucide-react/icons/shirt";
import ShowerHead from "lucide-react/icons/shower-head";
import Square from "lucide-react/icons/square";
import Star from "lucide-react/icons/star";
import Thermometer from "lucide-react/icons/thermometer";
import Toilet from "lucide-react/icons/toilet";
import Tv from "lucide-react/icons/tv";
import Wifi from "lucide-react/icons/wifi";
import Wind from "lucide-react/icons/wind";
import Wine from "lucide-react/icons/wine";
import Zap from "lucide-react/icons/zap";
import type { AmenityIcon as AmenityIconName } from "../../../../content/rooms.ts";

/** The amenity icon names and the lucide icon drawn for each ("Shower" is lucide's ShowerHead). */
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

/** An amenity's icon by its name; any other name shows a star. */
export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  const Icon = isKnownIcon(name) ? AMENITY_ICONS[name] : Star;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.5} />;
}

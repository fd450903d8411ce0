import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Cake from "lucide-react/icons/cake";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Heart from "lucide-react/icons/heart";
import Sparkles from "lucide-react/icons/sparkles";
import Sunset from "lucide-react/icons/sunset";
import { partyTypes } from "../../../../content/private-parties.ts";
import { iconFeaturesOf } from "../../components/content/icon-by-name.ts";
import { IconFeatureGrid } from "../../components/content/icon-feature-grid.tsx";

/** The icons content/private-parties.ts names. */
const PARTY_ICONS: Readonly<Record<string, LucideIcon>> = { Briefcase, Cake, GraduationCap, Heart, Sparkles, Sunset };

/** The six kinds of party we host. */
export function PartyTypes() {
  return <IconFeatureGrid columns={3} className="mt-12" features={iconFeaturesOf(partyTypes, PARTY_ICONS)} />;
}

import type { LucideIcon } from "lucide-react";
import Star from "lucide-react/icons/star";
import type { IconName } from "../../../../content/facilities.ts";

/**
 * The lucide icon content/ names ("PawPrint"), looked up in the few icons a page imports (never
 * the whole icon set, which would weigh on every page); a star for a name it does not know.
 */
function iconByName(name: IconName, icons: Readonly<Record<string, LucideIcon>>): LucideIcon {
  return icons[name] ?? Star;
}

/** Content items that name their icon, as IconFeatureGrid's features. */
export function iconFeaturesOf(items: readonly { icon: IconName; name: string; description: string }[], icons: Readonly<Record<string, LucideIcon>>) {
  return items.map((item) => ({ icon: iconByName(item.icon, icons), title: item.name, description: item.description }));
}

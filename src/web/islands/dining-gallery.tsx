import { DiningGallery } from "../features/dining/dining-gallery.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// "interaction", not "visible": the strip sits at the top of a content page, which must load no
// React before the guest's first touch (ADR 057's 30 KB budget); untouched it is the still strip
// that reduced-motion and no-JavaScript visitors get, and it starts moving once woken (ADR 044).
export default defineIsland("dining-gallery", DiningGallery, "interaction");

import { ReviewsCarousel } from "../features/home/reviews-carousel.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

// Visible, not on first touch: the carousel moves on by itself once it is on screen.
export default defineIsland("reviews-carousel", ReviewsCarousel, "visible");

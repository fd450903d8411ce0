import { NewsletterSignUp } from "../features/newsletter/newsletter-sign-up.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

export default defineIsland("newsletter-sign-up", NewsletterSignUp, "interaction");

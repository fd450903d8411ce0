import type { AboutSection } from "../../../../content/about.ts";

/**
 * The photo beside each About section, under content/photos/about/ (naming rules in
 * content/README.md). The hotel supplies the files; until then <Photo> draws a placeholder. They
 * illustrate the text beside them, so they carry no alt text of their own.
 */
export const ABOUT_SECTION_PHOTOS: Readonly<Record<AboutSection["id"], string>> = {
  story: "about/about-01-house-exterior",
  heritage: "about/about-02-victorian-staircase",
  philosophy: "about/about-03-reception-welcome",
  location: "about/about-04-carlisle-city-centre",
};

import { hotel, hotelAddressLine } from "./hotel.ts";
import type { AboutFact, AboutSection, Differentiator } from "../src/shared/content/about.ts";

export type { AboutSection };

/**
 * The About page (public-site §2): story, heritage, philosophy, location, what makes us
 * different, four facts, and Book Your Stay (external) and Contact buttons. The facts use this
 * page's own room wording, "27 rooms plus 1 non-ensuite" (DESIGN decision 11).
 */

export const aboutIntro = {
  eyebrow: `Since ${hotel.foundedYear}`,
  title: `About ${hotel.name}`,
  lead: "A Victorian townhouse in the heart of Carlisle, run by one family who still believe a hotel should feel like being welcomed into someone's home.",
} as const;

export const aboutSections = [
  {
    id: "story",
    title: "Our Story",
    paragraphs: [
      `${hotel.name} first opened its doors in ${hotel.foundedYear}, when the railways were bringing travellers to Carlisle from every direction. Merchants, walkers, wedding parties and weary drivers have found a bed here ever since.`,
      "Today the hotel is run by a family who live and work in the house. We know our regulars by name, remember how they take their eggs, and still get a thrill when a first-time guest stops on the stairs to look up at the ceilings.",
    ],
  },
  {
    id: "heritage",
    title: "Our Heritage",
    paragraphs: [
      "The building keeps the bones of its Victorian past: the sweeping staircase, tall sash windows, ornate plaster cornicing, original fireplaces and the stained glass windows that fill our first-floor rooms with coloured light.",
      "We have added what modern travellers expect, from en-suite bathrooms to fast Wi-Fi, without losing the character that makes the house feel like nowhere else.",
    ],
  },
  {
    id: "philosophy",
    title: "Our Philosophy",
    paragraphs: [
      "We believe in doing the simple things properly: a spotless room, a comfortable bed, a hot breakfast cooked to order and a friendly face at reception at any hour.",
      "Everyone is welcome here, whether you are a family on holiday, a business traveller, a walker on Hadrian's Wall, or a dog who has had a long day in the car.",
    ],
  },
  {
    id: "location",
    title: "Our Location",
    paragraphs: [
      `You will find us at ${hotelAddressLine}: five minutes' walk from the city centre and the station, ten minutes from Carlisle Castle, and two minutes from M6 junction 42.`,
      "Hadrian's Wall is 15 minutes away, the Lake District 20 and the Scottish border 30, so the house makes an easy base for exploring the whole of the Borders.",
    ],
  },
] as const satisfies readonly AboutSection[];

export const differentiators = [
  { title: "Family-run, not a chain", description: "The people who greet you are the people who run the place, and they care how your stay goes." },
  { title: "A real Victorian house", description: "Original features in every corner, kept with care rather than stripped out." },
  { title: "Reception around the clock", description: `Someone is here ${hotel.receptionAvailability}, so a late train or an early start is never a worry.` },
  { title: "Pets genuinely welcome", description: "Every room is pet friendly, with bowls, treats and walks on the doorstep." },
  { title: "Free parking, easy to reach", description: "Two minutes from the M6 and five minutes' walk from the station, with free parking on site." },
  { title: "Best Rate Guarantee", description: "Book directly with us and you will always get our best price." },
] as const satisfies readonly Differentiator[];

export const aboutFacts = [
  { id: "rooms", value: "27 + 1", label: "27 rooms plus 1 non-ensuite" },
  { id: "since", value: String(hotel.foundedYear), label: `Welcoming guests since ${hotel.foundedYear}` },
  { id: "motorway", value: "2 min", label: "From M6 Junction 42" },
  { id: "family", value: "Family", label: "Family-run, and proud of it" },
] as const satisfies readonly AboutFact[];

/** The two buttons at the foot of the page; the booking link is built by the web from config. */
export const aboutActions = [
  { id: "book", label: "Book Your Stay", external: true },
  { id: "contact", label: "Contact Us", path: "/contact", external: false },
] as const;

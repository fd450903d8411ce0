import { askReception } from "./ask-reception.ts";
import { BREAKFAST_ADD_ON_PRICE, BREAKFAST_SERVING_TIMES } from "./breakfast-hours.ts";
import { CONTENT_CURRENCY, type Pounds } from "./money.ts";
import type { Breakfast, GalleryImage, LocalDining, ResidentBar } from "../src/shared/content/dining.ts";

export type { GalleryImage };

/**
 * The Dining & Bar page (public-site §2): a looping gallery of seven photos, then three tabs,
 * Breakfast (the default), Resident Bar and Local Dining. Times and prices are the spec's (§9).
 * Prices are numbers of pounds (content/money.ts): 4.5 is £4.50.
 */

// ---------------------------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------------------------

export const diningGallery = [
  {
    id: "breakfast-room",
    fileStem: "dining-01-breakfast-room",
    alt: "The breakfast room in morning light, tables laid with white cloths beneath a tall Victorian bay window",
  },
  {
    id: "cumbrian-breakfast",
    fileStem: "dining-02-cumbrian-breakfast",
    alt: "A full Cumbrian breakfast on a white plate: Cumberland sausage, back bacon, a fried egg, black pudding, roast tomato and mushrooms",
  },
  {
    id: "continental-table",
    fileStem: "dining-03-continental-table",
    alt: "The continental table with bowls of fresh fruit, yoghurt, cereals and a basket of warm croissants",
  },
  {
    id: "tea-and-toast",
    fileStem: "dining-04-tea-and-toast",
    alt: "A china teapot, a rack of toast and pots of local jam and marmalade on a breakfast table by the window",
  },
  {
    id: "resident-bar",
    fileStem: "dining-05-resident-bar",
    alt: "The resident bar in the evening, a polished wooden counter with hand-pulled ale pumps and softly lit shelves of spirits",
  },
  {
    id: "local-ales",
    fileStem: "dining-06-local-ales",
    alt: "Two pints of amber Cumbrian ale on the bar beside a small bowl of salted nuts",
  },
  {
    id: "bar-fireside",
    fileStem: "dining-07-bar-fireside",
    alt: "Two armchairs beside the bar's original Victorian fireplace, with a glass of red wine on a side table",
  },
] as const satisfies readonly GalleryImage[];

/** §4: the gallery moves 1 pixel every 16 ms, loops, and pauses while hovered. */
export const DINING_GALLERY_SCROLL = { pixelsPerStep: 1, stepMs: 16 } as const;

// ---------------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------------

export const DINING_TABS = [
  { id: "breakfast", label: "Breakfast" },
  { id: "bar", label: "Resident Bar" },
  { id: "local", label: "Local Dining" },
] as const;

export type DiningTabId = (typeof DINING_TABS)[number]["id"];

export const DEFAULT_DINING_TAB: DiningTabId = "breakfast";

// ---------------------------------------------------------------------------------------------
// Breakfast
// ---------------------------------------------------------------------------------------------

export { BREAKFAST_ADD_ON_PRICE } from "./breakfast-hours.ts";

export const breakfast = {
  title: "Breakfast",
  intro:
    "Breakfast is the part of the day our guests talk about most. Everything hot is cooked to order, the tea comes in a proper pot, and there is always time for a second round of toast.",
  servingTimes: BREAKFAST_SERVING_TIMES,
  location:
    "Served in our breakfast room on the ground floor, off the main hall, where the tall bay window looks out onto the street.",
  menu: [
    {
      name: "Full Cumbrian breakfast",
      description: "Cumberland sausage, back bacon, eggs as you like them, black pudding, roast tomato, mushrooms and toast.",
    },
    { name: "Vegetarian breakfast", description: "Vegetarian sausages, eggs, beans, roast tomato, mushrooms and hash brown." },
    { name: "Lighter options", description: "Porridge, scrambled eggs on toast, or smoked haddock with a poached egg." },
    { name: "Continental table", description: "Fruit, yoghurt, cereals, pastries, toast and preserves, with juices, tea and coffee." },
  ],
  earlyDeparture:
    "Catching an early train or heading off before we start serving? Pre-order a breakfast bag at reception the evening before and it will be ready for you when you leave.",
  dietary:
    "Vegetarian, vegan and gluten-free breakfasts are always available. Please tell us about any allergy when you book or at check-in and we will talk you through what we can safely prepare.",
  addOn: {
    price: BREAKFAST_ADD_ON_PRICE,
    currency: CONTENT_CURRENCY,
    per: "person",
    paidAt: "reception",
    note: "If breakfast is not included in your rate, add it for £9.99 per person, paid at reception.",
  },
} as const satisfies Breakfast;

// ---------------------------------------------------------------------------------------------
// Resident bar
// ---------------------------------------------------------------------------------------------

/** §9 drinks and snack prices, in pounds. */
export const BAR_PRICES = {
  localAles: 4.5,
  houseWine: 5.5,
  premiumSpirits: 6,
  softDrinks: 2.5,
  teaAndCoffee: 2,
  crispsAndNuts: 2.5,
} as const satisfies Record<string, Pounds>;

export const residentBar = {
  title: "Resident Bar",
  intro:
    "Once the day's sightseeing is done, the bar is where the house gathers: a quiet corner for a pint of local ale, a glass of wine by the fire, or a nightcap before bed.",
  hours: { days: "Daily", hours: "5:00 PM – 11:00 PM", opens: "17:00", closes: "23:00" },
  drinks: [
    { id: "local-ales", name: "Local ales", price: BAR_PRICES.localAles, description: "Cask and bottled ales from Cumbrian breweries, changed with the seasons." },
    { id: "house-wine", name: "House wine", price: BAR_PRICES.houseWine, description: "Red, white or rosé by the glass." },
    { id: "premium-spirits", name: "Premium spirits", price: BAR_PRICES.premiumSpirits, description: "Gins, single malts and rums, with mixers." },
    { id: "soft-drinks", name: "Soft drinks", price: BAR_PRICES.softDrinks, description: "Juices, colas, lemonade and sparkling water." },
    { id: "tea-and-coffee", name: "Tea and coffee", price: BAR_PRICES.teaAndCoffee, description: "Freshly made, all evening, with or without a biscuit." },
  ],
  snacks: [
    { id: "crisps-and-nuts", name: "Crisps and nuts", price: BAR_PRICES.crispsAndNuts, description: "Crisps and salted or dry-roasted nuts." },
  ],
  currency: CONTENT_CURRENCY,
  infoPanel: {
    title: "Good to know",
    points: [
      "The bar is for hotel residents and their guests.",
      "Well-behaved dogs are welcome in the bar.",
      "Pay by card or cash, or add drinks to your room bill.",
      "Hungry? Reception will happily recommend somewhere nearby that is still serving.",
    ],
  },
} as const satisfies ResidentBar;

// ---------------------------------------------------------------------------------------------
// Local dining
// ---------------------------------------------------------------------------------------------

export const localDining = {
  title: "Local Dining",
  intro:
    "We do not serve dinner, but some of Carlisle's best tables are a short walk away. These are the places our guests come back and thank us for.",
  places: [
    {
      id: "trattoria-vallone",
      name: "Trattoria Vallone",
      type: "Italian",
      walkingDistance: "4 min walk",
      walkingMinutes: 4,
      rating: 4.3,
      description: "Family-run Italian with hand-made pasta and a wood-fired oven. Book at weekends.",
    },
    {
      id: "copper-tandoor",
      name: "The Copper Tandoor",
      type: "Indian",
      walkingDistance: "6 min walk",
      walkingMinutes: 6,
      rating: 4.2,
      description: "Generous curries, good vegetarian dishes and a takeaway counter if you would rather eat in your room.",
    },
    {
      id: "greenmarket-kitchen",
      name: "Greenmarket Kitchen",
      type: "Modern British bistro",
      walkingDistance: "8 min walk",
      walkingMinutes: 8,
      rating: 4.1,
      description: "Seasonal plates built on Cumbrian lamb, Solway seafood and local cheeses.",
    },
    {
      id: "solway-fish-bar",
      name: "Solway Fish Bar",
      type: "Fish and chips",
      walkingDistance: "5 min walk",
      walkingMinutes: 5,
      rating: 4,
      description: "Crisp batter, proper chips and mushy peas, to sit in or take away.",
    },
  ],
  action: askReception,
} as const satisfies LocalDining;

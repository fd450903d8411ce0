import { hotel } from "./hotel.ts";
import { CONTENT_CURRENCY, type Pounds } from "./money.ts";
import type { Attraction, AttractionPrice, DayTrip, TravelGuide } from "../src/shared/content/explore.ts";

export type { Attraction, AttractionPrice, DayTrip, TravelGuide };

/**
 * The Explore Carlisle page (public-site §2): three tabs, Local Attractions, Day Trips and Travel
 * Guides. The attractions are real places; names, descriptions and coordinates are given as
 * carefully as we can, but admission prices and opening hours change every season and must be
 * confirmed by the hotel before launch and checked each year (content/README.md).
 *
 * Directions links are built from `coordinates` with `directionsUrl` in src/shared/site/directions.ts
 * (shared because the home, contact, nightlife and pet pages need the same link).
 */

export const EXPLORE_TABS = [
  { id: "attractions", label: "Local Attractions" },
  { id: "day-trips", label: "Day Trips" },
  { id: "guides", label: "Travel Guides" },
] as const;
export type ExploreTabId = (typeof EXPLORE_TABS)[number]["id"];

// ---------------------------------------------------------------------------------------------
// Local attractions
// ---------------------------------------------------------------------------------------------

export const ATTRACTION_TYPES = ["historic", "nature", "shopping", "dining", "family", "culture"] as const;

/** The filter buttons, "all" first (§2). */
export const ATTRACTION_FILTERS = ["all", ...ATTRACTION_TYPES] as const;
export type AttractionFilter = (typeof ATTRACTION_FILTERS)[number];

export const ATTRACTION_TYPE_LABELS: Readonly<Record<AttractionFilter, string>> = {
  all: "All",
  historic: "Historic",
  nature: "Nature",
  shopping: "Shopping",
  dining: "Dining",
  family: "Family",
  culture: "Culture",
};

const free = (note?: string): AttractionPrice => ({ adult: 0, child: 0, currency: CONTENT_CURRENCY, basis: "free", ...(note ? { note } : {}) });
const indicative = (adult: Pounds, child: Pounds, note: string): AttractionPrice => ({ adult, child, currency: CONTENT_CURRENCY, basis: "indicative", note });
const varies = (note: string): AttractionPrice => ({ adult: 0, child: 0, currency: CONTENT_CURRENCY, basis: "varies", note });

export const attractions = [
  {
    id: "carlisle-castle",
    name: "Carlisle Castle",
    type: "historic",
    area: "city",
    description:
      "Nine centuries of border history in red sandstone. The keep was begun under Henry I, Mary, Queen of Scots was held here in 1568, and during the Jacobite Rising of 1745 it became the last English fortress to undergo a siege.",
    distance: { walking: "10 min walk", driving: "5 min drive" },
    duration: "2–3 hours",
    price: indicative(11, 6.6, "English Heritage admission; members go free. Check the current price before you go."),
    openingHours: "Open daily in spring and summer, with shorter days and hours in winter. Check English Heritage before visiting.",
    images: ["explore-carlisle-castle-01"],
    website: "https://www.english-heritage.org.uk/visit/places/carlisle-castle/",
    coordinates: { lat: 54.8972, lng: -2.942 },
    highlights: ["Prisoners' carvings in the keep", "Views over the River Eden from the walls", "Cumbria's Museum of Military Life inside the walls"],
  },
  {
    id: "carlisle-cathedral",
    name: "Carlisle Cathedral",
    type: "historic",
    area: "city",
    description:
      "England's second-smallest ancient cathedral, founded as an Augustinian priory and a cathedral since 1133. Look up at the painted, star-spangled ceiling and the great East Window, the largest of its style in England.",
    distance: { walking: "10 min walk", driving: "4 min drive" },
    duration: "1 hour",
    price: free("Free entry; donations are welcome."),
    openingHours: "Open daily for visitors and worship; visiting times change around services and events.",
    images: ["explore-carlisle-cathedral-01"],
    website: "https://www.carlislecathedral.org.uk/",
    coordinates: { lat: 54.8947, lng: -2.9386 },
    highlights: ["The 14th-century East Window", "Medieval carved choir stalls", "The Fratry and the Prior's Tower in the precinct"],
  },
  {
    id: "tullie-house",
    name: "Tullie House Museum and Art Gallery",
    type: "culture",
    area: "city",
    description:
      "Carlisle's museum, between the castle and the cathedral, telling the story of the Border from Roman Luguvalium to the Border Reivers, with a fine collection of Pre-Raphaelite art in the Jacobean Old Tullie House.",
    distance: { walking: "10 min walk", driving: "4 min drive" },
    duration: "2–3 hours",
    price: indicative(10, 0, "Admission charged for adults; children's prices vary by exhibition. Check before visiting."),
    openingHours: "Open most days of the year; hours are shorter on Sundays and in winter. Check the museum's website.",
    images: ["explore-tullie-house-01"],
    website: "https://www.tulliehouse.co.uk/",
    coordinates: { lat: 54.8957, lng: -2.9394 },
    highlights: ["The Roman Frontier Gallery", "The Border Reivers story", "Underpass to the castle with the Cursing Stone"],
  },
  {
    id: "guildhall-museum",
    name: "Guildhall Museum",
    type: "historic",
    area: "city",
    description:
      "Carlisle's only surviving medieval timber-framed house, built around 1400 on the corner of Fisher Street and Greenmarket. Its rooms tell the story of the city's eight trade guilds.",
    distance: { walking: "7 min walk", driving: "4 min drive" },
    duration: "45 minutes",
    price: free("Free entry when open; please check before visiting."),
    openingHours: "Seasonal opening, usually in spring and summer afternoons. Check before visiting.",
    images: ["explore-guildhall-museum-01"],
    coordinates: { lat: 54.8949, lng: -2.9364 },
    highlights: ["Jettied timber frame and open medieval roof", "Guild silver and banners", "Wattle-and-daub walls"],
  },
  {
    id: "carlisle-citadel",
    name: "The Citadel",
    type: "historic",
    area: "city",
    description:
      "Two great round towers guarding the southern entrance to the city, rebuilt as courts in the early 1800s on the site of Henry VIII's artillery fort. A striking sight on the way into town from the station.",
    distance: { walking: "3 min walk", driving: "2 min drive" },
    duration: "15 minutes",
    price: free("Admired from the street."),
    openingHours: "Visible at any time from English Street.",
    images: ["explore-carlisle-citadel-01"],
    coordinates: { lat: 54.8917, lng: -2.9336 },
    highlights: ["Towers designed by Thomas Telford and Sir Robert Smirke", "Remains of Henry VIII's fort in the east tower", "Opposite Carlisle station"],
  },
  {
    id: "birdoswald-roman-fort",
    name: "Birdoswald Roman Fort, Hadrian's Wall",
    type: "historic",
    area: "nearby",
    description:
      "One of the best-preserved forts on Hadrian's Wall, on a spur above the River Irthing, joined to the longest surviving stretch of the Wall. The nearest stretches of the Wall are a 15-minute drive from us; Birdoswald is worth the extra miles.",
    distance: { walking: null, driving: "35 min drive" },
    duration: "Half a day",
    price: indicative(11, 6.6, "English Heritage admission; members go free. Check the current price before you go."),
    openingHours: "Seasonal opening, daily in the warmer months. Check English Heritage before visiting.",
    images: ["explore-birdoswald-roman-fort-01"],
    website: "https://www.english-heritage.org.uk/visit/places/birdoswald-roman-fort-hadrians-wall/",
    coordinates: { lat: 54.9894, lng: -2.6023 },
    highlights: ["A long, walkable stretch of the Wall", "Fort gateways and granaries", "Views over the Irthing gorge"],
  },
  {
    id: "rickerby-park",
    name: "Rickerby Park",
    type: "nature",
    area: "city",
    description:
      "Open riverside parkland across the Memorial Bridge, bought for the city in 1920 as a memorial to the fallen of the Great War. Cattle graze beneath old trees and the Hadrian's Wall Path follows the Eden.",
    distance: { walking: "20 min walk", driving: "6 min drive" },
    duration: "1–2 hours",
    price: free(),
    openingHours: "Open at all times.",
    images: ["explore-rickerby-park-01"],
    coordinates: { lat: 54.9041, lng: -2.9277 },
    highlights: ["The Cumberland and Westmorland Cenotaph", "Riverside walk on the Hadrian's Wall Path", "A favourite with dog walkers"],
  },
  {
    id: "talkin-tarn",
    name: "Talkin Tarn Country Park",
    type: "nature",
    area: "nearby",
    description:
      "A glacial lake near Brampton ringed by woodland, with a level path of just over a mile around the water, rowing and sailing clubs on the tarn and tea rooms in the Victorian boathouse. Look out for red squirrels.",
    distance: { walking: null, driving: "20 min drive" },
    duration: "2–3 hours",
    price: free("Free entry; the car park is pay and display."),
    openingHours: "Park open all year; tea room hours vary with the season.",
    images: ["explore-talkin-tarn-01"],
    coordinates: { lat: 54.922, lng: -2.71 },
    highlights: ["Easy walk around the tarn", "Red squirrels in the woods", "Boathouse tea rooms"],
  },
  {
    id: "bitts-park",
    name: "Bitts Park",
    type: "family",
    area: "city",
    description:
      "The city's riverside park beneath the castle walls, with wide lawns, flower borders, a children's play area and a miniature Hadrian's Wall for small legionaries to conquer.",
    distance: { walking: "12 min walk", driving: "5 min drive" },
    duration: "1–2 hours",
    price: free(),
    openingHours: "Open daily.",
    images: ["explore-bitts-park-01"],
    coordinates: { lat: 54.899, lng: -2.9395 },
    highlights: ["Children's play area", "Riverside paths along the Eden", "Views of Carlisle Castle"],
  },
  {
    id: "the-lanes",
    name: "The Lanes Shopping Centre",
    type: "shopping",
    area: "city",
    description:
      "Carlisle's covered shopping centre, built around the old lanes of the city centre, with high-street names, independents and cafés under one roof, a few minutes from the Market Cross.",
    distance: { walking: "5 min walk", driving: "3 min drive" },
    duration: "1–3 hours",
    price: free(),
    openingHours: "Shops open daily, with shorter hours on Sundays; individual shop hours vary.",
    images: ["explore-the-lanes-01"],
    coordinates: { lat: 54.8953, lng: -2.934 },
    highlights: ["High-street and independent shops", "Cafés for a rainy afternoon", "Beside the pedestrianised city centre"],
  },
  {
    id: "carlisle-market-hall",
    name: "Carlisle Market Hall",
    type: "dining",
    area: "city",
    description:
      "One of the few Victorian covered markets still trading in England, opened in 1889 under a cast-iron and glass roof. Come hungry: most stalls now sell food, from hot lunches to Cumbrian treats.",
    distance: { walking: "8 min walk", driving: "4 min drive" },
    duration: "1 hour",
    price: free("Free to browse; you pay the stallholders."),
    openingHours: "Monday to Saturday; stall hours vary.",
    images: ["explore-carlisle-market-hall-01"],
    coordinates: { lat: 54.896, lng: -2.9365 },
    highlights: ["Victorian iron-and-glass roof", "Hot food stalls at lunchtime", "Local produce"],
  },
  {
    id: "botchergate",
    name: "Botchergate and the Citadel quarter",
    type: "dining",
    area: "city",
    description:
      "The lively street running south from the Citadel towers, lined with restaurants, cafés and bars. Come for an early dinner, stay for the evening; the hotel is only a few minutes' walk away.",
    distance: { walking: "3 min walk", driving: "2 min drive" },
    duration: "An evening",
    price: free("Free to wander; restaurant prices vary."),
    openingHours: "Restaurants serve from lunchtime; bars open late, especially at weekends.",
    images: ["explore-botchergate-01"],
    coordinates: { lat: 54.89, lng: -2.9305 },
    highlights: ["Restaurants from many cuisines", "Bars and late-night venues", "Close to the station and the hotel"],
  },
  {
    id: "old-fire-station",
    name: "Old Fire Station",
    type: "culture",
    area: "city",
    description:
      "The city's former fire station, reborn as an arts centre in 2015. Live music, comedy, theatre, film and exhibitions, with a café bar behind the old engine-house doors.",
    distance: { walking: "10 min walk", driving: "5 min drive" },
    duration: "An evening",
    price: varies("Ticket prices depend on the event; exhibitions are often free."),
    openingHours: "Open around its events programme; check what's on before you go.",
    images: ["explore-old-fire-station-01"],
    coordinates: { lat: 54.8977, lng: -2.934 },
    highlights: ["Touring comedians and bands", "Art exhibitions", "A relaxed café bar"],
  },
] as const satisfies readonly Attraction[];

export type AttractionId = (typeof attractions)[number]["id"];

// ---------------------------------------------------------------------------------------------
// Day trips
// ---------------------------------------------------------------------------------------------

export const dayTrips = [
  {
    id: "lake-district-explorer",
    name: "Lake District Explorer",
    duration: "Full day",
    driveTime: "45 min drive",
    driveMinutes: 45,
    description:
      "Stone circles, fells and a boat on Derwentwater: a day in the northern Lakes, with Keswick as your base and the edge of the National Park only 20 minutes from our door.",
    itinerary: [
      { when: "Morning", title: "Castlerigg Stone Circle", detail: "After breakfast, drive south to the stone circle above Keswick, ringed by the fells of Blencathra, Skiddaw and Helvellyn." },
      { when: "Late morning", title: "Keswick", detail: "Wander the market town's streets, the Moot Hall and its outdoor shops, and pick up a picnic." },
      { when: "Midday", title: "Derwentwater by boat", detail: "Take the lake launch around Derwentwater, hopping off at a landing stage for a lakeside stroll." },
      { when: "Afternoon", title: "Friar's Crag and Borrowdale", detail: "Walk out to Friar's Crag for the classic view down the lake, or drive into Borrowdale past Ashness Bridge." },
      { when: "Evening", title: "Back to Carlisle", detail: "Return by the side of Bassenthwaite Lake in time for a pint in the resident bar." },
    ],
    tips: [
      "Car parks in Keswick fill early in summer; arrive before 10 AM.",
      "Pack waterproofs whatever the forecast says.",
      "Reception can arrange a breakfast bag if you want an early start.",
    ],
    destination: { lat: 54.6013, lng: -3.1347 },
  },
  {
    id: "hadrians-wall-adventure",
    name: "Hadrian's Wall Adventure",
    duration: "Half day",
    driveTime: "15 min drive",
    driveMinutes: 15,
    description:
      "Walk in the footsteps of Roman soldiers and medieval kings on the western end of the Wall, where it meets the Solway marshes, and be back in the city for lunch.",
    itinerary: [
      { when: "Morning", title: "Burgh by Sands", detail: "Drive 15 minutes west to the village built on the line of the Wall. St Michael's Church stands on the site of a Roman fort and was built from the Wall's own stones." },
      { when: "Mid-morning", title: "Along the Hadrian's Wall Path", detail: "Follow the National Trail onto Burgh Marsh, with views across the Solway to Scotland, to the monument where Edward I died in 1307." },
      { when: "Lunchtime", title: "Tullie House", detail: "Back in Carlisle, see what the Romans left behind in the museum's Roman Frontier Gallery, ten minutes' walk from the hotel." },
      { when: "If you have longer", title: "Birdoswald and Lanercost", detail: "Spend the afternoon 35 minutes east at Birdoswald Roman Fort and nearby Lanercost Priory, built partly from stone taken from the Wall." },
    ],
    tips: [
      "The marsh roads around Burgh can flood at very high tides: check the tide times first.",
      "Wear boots; the path is often muddy and crosses grazing land, so keep dogs on a lead.",
      "The Hadrian's Wall Path is a National Trail, waymarked all the way with an acorn symbol.",
    ],
    destination: { lat: 54.9215, lng: -3.0472 },
  },
  {
    id: "scottish-borders",
    name: "Scottish Borders",
    duration: "Full day",
    driveTime: "30 min drive",
    driveMinutes: 30,
    description:
      "Cross into Scotland for runaway weddings, rolling Border hills and the great ruined abbey at Melrose, on a day that follows the old reivers' country north.",
    itinerary: [
      { when: "Morning", title: "Gretna Green", detail: "Just over the border, visit the famous Blacksmith's Shop where eloping couples have married since the 18th century." },
      { when: "Late morning", title: "Langholm and Eskdale", detail: "Follow the A7 north through the valley of the Esk to the 'Muckle Toon' of Langholm, an old mill town with wide hill views." },
      { when: "Lunch", title: "Hawick", detail: "Stop in the home of Border knitwear for lunch and a browse of the knitwear and cashmere shops." },
      { when: "Afternoon", title: "Melrose Abbey", detail: "Explore the red sandstone ruins where a casket believed to hold the heart of Robert the Bruce is buried, then stroll the town's cafés." },
      { when: "Evening", title: "Home to Carlisle", detail: "Back down the A7, about an hour and a half, for supper and a nightcap." },
    ],
    tips: [
      "No passport needed: there are no border checks, just a welcome sign.",
      "Historic Environment Scotland runs Melrose Abbey; check its opening times and prices before you travel.",
      "Mobile signal is patchy in Eskdale, so download a map first.",
    ],
    destination: { lat: 55.0006, lng: -3.0639 },
  },
] as const satisfies readonly DayTrip[];

// ---------------------------------------------------------------------------------------------
// Travel guides (static text, §2)
// ---------------------------------------------------------------------------------------------

export const travelGuides = [
  {
    id: "weekend",
    title: "A Weekend in Carlisle",
    summary: "Two days of castles, Romans and riverside walks, without once needing the car.",
    sections: [
      {
        heading: "Friday evening",
        paragraphs: [
          `Check in from ${hotel.checkIn}, drop your bags and stroll up English Street past the Citadel towers. Dinner on Botchergate, then a nightcap in our resident bar.`,
        ],
      },
      {
        heading: "Saturday",
        paragraphs: [
          "After a full Cumbrian breakfast, give the morning to Carlisle Castle and the afternoon to Tullie House and the cathedral, all within a few hundred yards of one another.",
          "As the light softens, walk the riverside path through Bitts Park and over the Memorial Bridge into Rickerby Park.",
        ],
      },
      {
        heading: "Sunday",
        paragraphs: [
          "Take a slow breakfast, browse the Historic Quarter and the Market Hall, or drive 15 minutes out to walk a stretch of Hadrian's Wall Path before heading home. Leaving later? We will mind your bags.",
        ],
      },
    ],
  },
  {
    id: "family",
    title: "Carlisle with Children",
    summary: "Roman soldiers, castle dungeons and plenty of space to run about.",
    sections: [
      {
        heading: "Rainy days",
        paragraphs: [
          "Tullie House is made for curious children, with Roman armour, wildlife galleries and a full-size stretch of wall to explore. The castle's dark passages and prisoners' carvings are a hit with older ones.",
        ],
      },
      {
        heading: "Fresh air",
        paragraphs: [
          "Bitts Park has a play area and a miniature Hadrian's Wall right under the castle. Further out, Talkin Tarn has an easy lakeside loop, rowing boats in summer and red squirrels in the trees.",
        ],
      },
      {
        heading: "Staying with us",
        paragraphs: [
          "Our family rooms sleep three or four, breakfast has plenty for small appetites, and reception can suggest family-friendly places for tea.",
        ],
      },
    ],
  },
  {
    id: "photography",
    title: "Photographing Carlisle",
    summary: "Red sandstone, river light and big Border skies.",
    sections: [
      {
        heading: "Golden hour",
        paragraphs: [
          "Late-afternoon sun turns the castle and the cathedral a deep rose red. Shoot the castle from Bitts Park, and the cathedral's west end from the precinct lawns.",
        ],
      },
      {
        heading: "Blue hour",
        paragraphs: [
          "The Citadel towers look their most dramatic at dusk, framed symmetrically from the top of Botchergate.",
        ],
      },
      {
        heading: "Further afield",
        paragraphs: [
          "Early mist on the Eden from the Memorial Bridge, reflections on Talkin Tarn on a still morning, and the Wall snaking over the Irthing gorge at Birdoswald all reward an early start.",
        ],
      },
    ],
  },
  {
    id: "shopping-dining",
    title: "Shopping and Dining",
    summary: "From the Victorian Market Hall to dinner on Botchergate.",
    sections: [
      {
        heading: "Shopping",
        paragraphs: [
          "The Lanes holds the high-street names under one roof. For something different, explore the independent shops of the Historic Quarter around Castle Street and Fisher Street, and the food stalls of the Victorian Market Hall.",
        ],
      },
      {
        heading: "Eating out",
        paragraphs: [
          "Botchergate and the streets around the Citadel have restaurants for every appetite, a few minutes' walk from the hotel. Look out for Cumberland sausage, Herdwick lamb and Cumbrian cheeses on local menus.",
          "Ask reception for our current favourites; we are happy to book a table for you.",
        ],
      },
    ],
  },
  {
    id: "transport",
    title: "Getting Around",
    summary: "Trains, buses, taxis and parking, and one local quirk worth knowing.",
    sections: [
      {
        heading: "By train",
        paragraphs: [
          "Carlisle station, five minutes' walk from the hotel, is on the West Coast Main Line between London, Glasgow and Edinburgh, and the starting point for the scenic Settle–Carlisle line and the Tyne Valley line to Newcastle.",
        ],
      },
      {
        heading: "Taxis",
        paragraphs: [
          "There is no ride-hailing service in the city, so please pre-book a local taxi, especially late at night or for an early train. Reception will gladly call one for you at any hour.",
        ],
      },
      {
        heading: "By car",
        paragraphs: [
          "We are two minutes from M6 junction 42, and parking at the hotel is free. City-centre car parks are pay and display, so leave the car with us and walk.",
        ],
      },
      {
        heading: "On foot and by bike",
        paragraphs: [
          "The city centre, castle and cathedral are all within a ten-minute walk. Hadrian's Wall Path and Hadrian's Cycleway both pass through Carlisle along the River Eden.",
        ],
      },
    ],
  },
] as const satisfies readonly TravelGuide[];

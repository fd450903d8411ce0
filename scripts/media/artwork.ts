// Generated placeholder artwork: a flat, warm illustration per photo id, of the subject
// content/artwork.ts names for it, drawn the same way on every build (a seed from the id picks
// palette and small variations). It stands in until the hotel drops its own photo at
// content/photos/<id>.jpg (see content/photos/README.md).
import type { ArtworkSubject } from "../../content/artwork.ts";

const ARTWORK_WIDTH = 1600;
const ARTWORK_HEIGHT = 1200;


const PALETTES = [
  { wall: "#e9dcc4", trim: "#6b1f2a", accent: "#b8893b", deep: "#2f4a3a", floor: "#7a5434", soft: "#f6efe2" },
  { wall: "#d9e0cf", trim: "#2f4a3a", accent: "#b8893b", deep: "#6b1f2a", floor: "#6e4a2e", soft: "#f3efe3" },
  { wall: "#ecd6c8", trim: "#5a2430", accent: "#c29a4a", deep: "#34485a", floor: "#80583a", soft: "#faf2ea" },
  { wall: "#dfd3bd", trim: "#34485a", accent: "#a87c34", deep: "#6b1f2a", floor: "#5f4330", soft: "#f4ecdc" },
] as const;
type Palette = (typeof PALETTES)[number];

/** FNV-1a: a stable number from the id. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

function seeded(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    state = Math.imul(state ^ (state >>> 12), 0x297a2d39) >>> 0;
    return ((state ^ (state >>> 15)) >>> 0) / 4294967296;
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function archedWindow(x: number, y: number, w: number, h: number, p: Palette, sky: string): string {
  const r = w / 2;
  return [
    `<path d="M${x} ${y + h} V${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h} Z" fill="${p.soft}"/>`,
    `<path d="M${x + 14} ${y + h - 14} V${y + r} A${r - 14} ${r - 14} 0 0 1 ${x + w - 14} ${y + r} V${y + h - 14} Z" fill="${sky}"/>`,
    rect(x + w / 2 - 5, y + 20, 10, h - 34, p.soft),
    rect(x + 14, y + h * 0.55, w - 28, 10, p.soft),
    `<path d="M${x - 40} ${y - 10} Q${x + 10} ${y + h / 2} ${x - 20} ${y + h + 20} L${x - 60} ${y + h + 20} Z" fill="${p.trim}" opacity="0.9"/>`,
    `<path d="M${x + w + 40} ${y - 10} Q${x + w - 10} ${y + h / 2} ${x + w + 20} ${y + h + 20} L${x + w + 60} ${y + h + 20} Z" fill="${p.trim}" opacity="0.9"/>`,
    rect(x - 80, y - 24, w + 160, 14, p.accent, 'rx="7"'),
  ].join("");
}

function room(p: Palette, random: () => number, content: string): string {
  const sky = random() > 0.5 ? "#bcd3dc" : "#d9c7a6";
  const windowX = 180 + Math.round(random() * 120);
  return [
    rect(0, 0, 1600, 1200, p.wall),
    // dado rail and panelling
    rect(0, 700, 1600, 500, p.soft, 'opacity="0.55"'),
    rect(0, 690, 1600, 14, p.accent),
    ...[0, 1, 2, 3, 4, 5].map((index) => rect(60 + index * 260, 740, 200, 130, "none", `stroke="${p.accent}" stroke-width="4" opacity="0.5"`)),
    rect(0, 930, 1600, 270, p.floor),
    rect(0, 930, 1600, 10, "#00000022"),
    archedWindow(windowX, 150, 260, 460, p, sky),
    content,
  ].join("");
}

function bedroom(p: Palette, random: () => number): string {
  const bedX = 640 + Math.round(random() * 80);
  return room(
    p,
    random,
    [
      // headboard, bed, pillows, throw
      `<path d="M${bedX} 760 V520 Q${bedX + 300} 430 ${bedX + 600} 520 V760 Z" fill="${p.trim}"/>`,
      rect(bedX - 30, 700, 660, 230, p.soft, 'rx="24"'),
      rect(bedX + 40, 640, 220, 90, "#ffffff", 'rx="40"'),
      rect(bedX + 340, 640, 220, 90, "#ffffff", 'rx="40"'),
      rect(bedX - 30, 800, 660, 90, p.deep, 'rx="12"'),
      rect(bedX - 30, 800, 660, 14, p.accent),
      // bedside table and lamp
      rect(bedX + 660, 760, 150, 170, p.floor, 'rx="8"'),
      `<path d="M${bedX + 690} 700 L${bedX + 780} 700 L${bedX + 760} 620 L${bedX + 710} 620 Z" fill="${p.accent}"/>`,
      rect(bedX + 730, 700, 10, 60, p.deep),
      `<circle cx="${bedX + 735}" cy="660" r="120" fill="${p.accent}" opacity="0.12"/>`,
      // framed picture
      rect(bedX + 190, 250, 220, 150, p.accent, 'rx="6"'),
      rect(bedX + 205, 265, 190, 120, p.deep),
      `<path d="M${bedX + 205} 385 L${bedX + 270} 320 L${bedX + 320} 360 L${bedX + 350} 335 L${bedX + 395} 385 Z" fill="${p.soft}" opacity="0.6"/>`,
    ].join(""),
  );
}

function bathroom(p: Palette, random: () => number): string {
  const tubX = 650 + Math.round(random() * 100);
  return [
    rect(0, 0, 1600, 1200, p.soft),
    ...Array.from({ length: 12 }, (_, row) => Array.from({ length: 17 }, (_, column) => rect(column * 96 + (row % 2) * 48 - 48, 560 + row * 40, 92, 36, p.wall, 'rx="3"')).join("")),
    archedWindow(220, 160, 240, 380, p, "#c8dbe2"),
    // clawfoot bath
    `<path d="M${tubX} 720 H${tubX + 560} Q${tubX + 560} 930 ${tubX + 280} 930 Q${tubX} 930 ${tubX} 720 Z" fill="#ffffff" stroke="${p.trim}" stroke-width="10"/>`,
    rect(tubX - 20, 705, 600, 28, p.trim, 'rx="14"'),
    ...[tubX + 70, tubX + 470].map((x) => `<path d="M${x} 920 l-20 70 h40 Z" fill="${p.accent}"/>`),
    `<path d="M${tubX + 500} 705 V600 Q${tubX + 500} 560 ${tubX + 460} 560 H${tubX + 430}" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`,
    // mirror and towel
    `<ellipse cx="${tubX + 280}" cy="330" rx="120" ry="160" fill="#dfe9ec" stroke="${p.accent}" stroke-width="14"/>`,
    rect(1380, 480, 120, 300, p.deep, 'rx="10"'),
    rect(1360, 470, 160, 18, p.accent, 'rx="9"'),
  ].join("");
}

function tables(p: Palette, random: () => number, cloth: string, count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const x = 520 + index * (900 / count) + Math.round(random() * 30);
    const y = 760 + (index % 2) * 60;
    return [
      `<ellipse cx="${x + 90}" cy="${y}" rx="120" ry="34" fill="${cloth}"/>`,
      `<path d="M${x - 30} ${y} Q${x + 90} ${y + 40} ${x + 210} ${y} L${x + 190} ${y + 150} L${x - 10} ${y + 150} Z" fill="${cloth}"/>`,
      rect(x - 60, y - 90, 24, 220, p.trim, 'rx="8"'),
      rect(x + 216, y - 90, 24, 220, p.trim, 'rx="8"'),
      rect(x + 84, y - 60, 12, 50, p.accent),
      `<circle cx="${x + 90}" cy="${y - 70}" r="10" fill="#f4c76b"/>`,
    ].join("");
  }).join("");
}

function pendantLights(p: Palette, count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const x = 560 + index * (880 / Math.max(1, count - 1));
    return `<line x1="${x}" y1="0" x2="${x}" y2="220" stroke="${p.deep}" stroke-width="4"/><path d="M${x - 50} 270 Q${x} 190 ${x + 50} 270 Z" fill="${p.accent}"/><circle cx="${x}" cy="300" r="90" fill="#f4c76b" opacity="0.15"/>`;
  }).join("");
}

function dining(p: Palette, random: () => number): string {
  return room(p, random, pendantLights(p, 3) + tables(p, random, "#ffffff", 3));
}

function bar(p: Palette, random: () => number): string {
  const bottles = Array.from({ length: 22 }, (_, index) => {
    const x = 560 + index * 42;
    const shelf = index % 2 === 0 ? 300 : 470;
    const colour = [p.deep, p.trim, p.accent, "#4d6b3c"][Math.floor(random() * 4)] ?? p.deep;
    return `<path d="M${x} ${shelf} v-70 q0 -20 8 -28 v-24 h10 v24 q8 8 8 28 v70 Z" fill="${colour}"/>`;
  }).join("");
  return [
    rect(0, 0, 1600, 1200, p.deep),
    rect(480, 120, 1040, 520, p.floor, 'rx="10"'),
    rect(500, 300, 1000, 14, p.accent),
    rect(500, 470, 1000, 14, p.accent),
    `<circle cx="1000" cy="360" r="420" fill="#f4c76b" opacity="0.10"/>`,
    bottles,
    rect(380, 700, 1220, 60, p.accent, 'rx="10"'),
    rect(400, 760, 1180, 440, p.trim),
    ...[0, 1, 2, 3].map((index) => rect(460 + index * 290, 800, 220, 320, "none", `stroke="${p.accent}" stroke-width="6" opacity="0.6"`)),
    ...[0, 1, 2].map((index) => `<rect x="${150 + index * 110}" y="820" width="70" height="14" fill="${p.accent}"/><rect x="${180 + index * 110}" y="834" width="10" height="300" fill="${p.accent}"/>`),
    archedWindow(100, 140, 200, 380, p, "#2c3a4a"),
  ].join("");
}

function event(p: Palette, random: () => number, kind: "wedding" | "conference" | "party"): string {
  if (kind === "conference") {
    const chairs = Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 7 }, (_, column) => rect(420 + column * 150 + row * 10, 720 + row * 110, 90, 80, p.trim, 'rx="10"')).join(""),
    ).join("");
    return room(p, random, [rect(620, 220, 640, 360, p.soft, `stroke="${p.accent}" stroke-width="12"`), rect(680, 280, 260, 30, p.deep), rect(680, 340, 480, 18, p.accent), rect(680, 380, 420, 18, p.accent, 'opacity="0.6"'), chairs].join(""));
  }
  const garland = Array.from({ length: 14 }, (_, index) => {
    const x = 120 + index * 110;
    const colour = kind === "wedding" ? (index % 2 ? "#ffffff" : "#f1d7d2") : [p.trim, p.accent, p.deep][index % 3] ?? p.accent;
    return kind === "wedding" ? `<circle cx="${x}" cy="${120 + Math.sin(index) * 20}" r="26" fill="${colour}"/>` : `<path d="M${x} 110 l40 0 l-20 60 Z" fill="${colour}"/>`;
  }).join("");
  return room(p, random, [pendantLights(p, kind === "wedding" ? 4 : 3), `<path d="M0 100 Q800 220 1600 100" fill="none" stroke="${p.accent}" stroke-width="4"/>`, garland, tables(p, random, kind === "wedding" ? "#ffffff" : p.soft, kind === "wedding" ? 3 : 4)].join(""));
}

function sky(p: Palette, evening: boolean): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${evening ? "#e9b98a" : "#a9c4d2"}"/><stop offset="1" stop-color="${evening ? "#f6e3c4" : "#eef0e6"}"/></linearGradient></defs>${rect(0, 0, 1600, 1200, "url(#sky)")}<circle cx="${evening ? 1200 : 300}" cy="220" r="90" fill="${p.soft}" opacity="0.8"/>`;
}

function facade(p: Palette, random: () => number): string {
  const evening = random() > 0.5;
  const bay = (x: number) =>
    [
      rect(x, 380, 300, 560, p.soft),
      ...[0, 1].map((floor) => [rect(x + 40, 440 + floor * 260, 220, 190, evening ? "#f4c76b" : "#9fb7c2"), rect(x + 145, 440 + floor * 260, 10, 190, p.soft), rect(x + 20, 420 + floor * 260, 260, 20, p.accent)].join("")),
    ].join("");
  return [
    sky(p, evening),
    `<path d="M180 380 L800 160 L1420 380 Z" fill="${p.deep}"/>`,
    rect(180, 380, 1240, 620, "#b0735a"),
    ...Array.from({ length: 15 }, (_, row) => rect(180, 400 + row * 40, 1240, 3, "#00000018")),
    bay(260),
    bay(1040),
    // door with fanlight and steps
    `<path d="M690 1000 V700 A110 110 0 0 1 910 700 V1000 Z" fill="${p.soft}"/>`,
    `<path d="M715 1000 V710 A85 85 0 0 1 885 710 V1000 Z" fill="${p.trim}"/>`,
    rect(792, 720, 16, 280, p.soft),
    `<circle cx="860" cy="860" r="9" fill="${p.accent}"/>`,
    rect(640, 1000, 320, 30, "#8d8778"),
    rect(610, 1030, 380, 30, "#7d776a"),
    rect(0, 1060, 1600, 140, "#6d6a5f"),
    ...[200, 1400].map((x) => `<rect x="${x}" y="820" width="14" height="240" fill="${p.deep}"/><path d="M${x - 26} 820 h66 l-12 -60 h-42 Z" fill="${p.deep}"/><circle cx="${x + 7}" cy="790" r="16" fill="#f4c76b"/>`),
  ].join("");
}

function hills(p: Palette, random: () => number): string {
  const ridge = (base: number, height: number, colour: string) => {
    const points = Array.from({ length: 9 }, (_, index) => `${index * 200},${base - Math.round(random() * height)}`).join(" L");
    return `<path d="M0 1200 L${points} L1600 1200 Z" fill="${colour}"/>`;
  };
  return [ridge(700, 220, "#8aa08a"), ridge(860, 160, p.deep), ridge(1000, 100, "#4f6a45")].join("");
}

function landscape(p: Palette, random: () => number): string {
  const wall = Array.from({ length: 30 }, (_, index) => rect(index * 56, 930 - Math.round(Math.sin(index / 4) * 40), 52, 34, "#b9ad95", 'rx="4"')).join("");
  return [sky(p, random() > 0.6), hills(p, random), `<path d="M0 1080 Q600 990 1000 1060 T1600 1040 V1200 H0 Z" fill="#7fa3b4" opacity="0.85"/>`, wall].join("");
}

function castle(p: Palette, random: () => number): string {
  const battlements = (x: number, y: number, w: number) => Array.from({ length: Math.floor(w / 60) }, (_, index) => rect(x + index * 60, y - 40, 36, 40, "#a79b86")).join("");
  return [
    sky(p, random() > 0.5),
    hills(p, random),
    rect(420, 520, 760, 480, "#a79b86"),
    battlements(420, 520, 760),
    rect(560, 360, 220, 640, "#9a8e79"),
    battlements(560, 360, 220),
    rect(980, 420, 160, 580, "#9a8e79"),
    battlements(980, 420, 160),
    `<path d="M720 1000 V860 A80 80 0 0 1 880 860 V1000 Z" fill="${p.deep}"/>`,
    ...[620, 1040].map((x) => rect(x, 480, 40, 80, p.deep, 'rx="20"')),
    rect(0, 1000, 1600, 200, "#5f7a52"),
  ].join("");
}

function cathedral(p: Palette, random: () => number): string {
  const stone = "#b4876a";
  const lancet = (x: number, y: number, w: number, h: number, fill: string) => `<path d="M${x} ${y + h} V${y + w * 0.8} Q${x} ${y} ${x + w / 2} ${y - w * 0.4} Q${x + w} ${y} ${x + w} ${y + w * 0.8} V${y + h} Z" fill="${fill}"/>`;
  return [
    sky(p, random() > 0.5),
    rect(0, 1000, 1600, 200, "#5f7a52"),
    // the squat central tower, then the east end with its great traceried window
    rect(980, 300, 280, 420, stone),
    ...Array.from({ length: 5 }, (_, index) => rect(980 + index * 60, 270, 36, 30, stone)),
    lancet(1040, 380, 60, 200, p.deep),
    lancet(1140, 380, 60, 200, p.deep),
    `<path d="M340 1000 V520 L700 320 L1060 520 V1000 Z" fill="${stone}"/>`,
    rect(1060, 560, 420, 440, "#a67c60"),
    ...[1100, 1220, 1340].map((x) => lancet(x, 680, 80, 240, p.deep)),
    lancet(520, 520, 360, 440, p.soft),
    lancet(545, 545, 310, 400, "#6f8fb0"),
    // tracery and coloured glass
    rect(695, 520, 10, 430, p.soft),
    ...[600, 780].map((x) => rect(x, 620, 8, 330, p.soft)),
    `<circle cx="700" cy="520" r="70" fill="none" stroke="${p.soft}" stroke-width="10"/>`,
    ...[0, 1, 2, 3, 4, 5].map((index) => rect(560 + (index % 3) * 95, 680 + Math.floor(index / 3) * 140, 60, 90, [p.trim, p.accent, "#4f7a5a"][index % 3] ?? p.trim, 'opacity="0.55"')),
    ...[330, 1050].map((x) => rect(x, 500, 30, 500, "#9a6f55")),
  ].join("");
}

function shops(p: Palette, random: () => number): string {
  const evening = random() > 0.5;
  const fronts = [p.trim, p.deep, "#34485a", p.accent, "#5a2430"];
  const shop = (x: number, index: number) => {
    const colour = fronts[(index + Math.floor(random() * fronts.length)) % fronts.length] ?? p.trim;
    return [
      rect(x, 360, 300, 640, index % 2 === 0 ? "#c9a58a" : "#d8c3a5"),
      `<path d="M${x - 10} 360 L${x + 150} 250 L${x + 310} 360 Z" fill="${p.deep}"/>`,
      ...[0, 1].map((pane) => rect(x + 40 + pane * 130, 420, 90, 150, evening ? "#f4c76b" : "#9fb7c2")),
      rect(x, 640, 300, 60, colour),
      rect(x + 20, 655, 260, 30, p.soft, 'opacity="0.85"'),
      // striped awning over a lit window and a door
      ...Array.from({ length: 6 }, (_, stripe) => `<path d="M${x + stripe * 50} 710 h50 l-10 70 h-50 Z" fill="${stripe % 2 === 0 ? colour : p.soft}"/>`),
      rect(x + 20, 790, 170, 210, evening ? "#f6d48a" : "#c6d6dc"),
      ...[0, 1, 2].map((shelf) => rect(x + 30, 840 + shelf * 50, 150, 8, colour, 'opacity="0.6"')),
      rect(x + 210, 790, 70, 210, colour),
    ].join("");
  };
  return [
    sky(p, evening),
    ...[0, 1, 2, 3, 4].map((index) => shop(20 + index * 314, index)),
    rect(0, 1000, 1600, 200, "#8d8778"),
    ...Array.from({ length: 8 }, (_, index) => rect(index * 200, 1090, 120, 10, p.soft, 'opacity="0.5"')),
  ].join("");
}

function pet(p: Palette, random: () => number): string {
  return room(
    p,
    random,
    [
      `<ellipse cx="900" cy="1010" rx="360" ry="70" fill="${p.trim}"/>`,
      `<ellipse cx="900" cy="990" rx="260" ry="60" fill="${p.soft}"/>`,
      // a sitting dog in silhouette
      `<path d="M820 990 Q800 820 880 760 Q860 700 900 660 Q930 620 980 650 L1030 640 Q1020 690 990 700 Q1000 760 990 800 Q1060 880 1040 990 Z" fill="${p.deep}"/>`,
      `<path d="M910 660 Q890 610 920 590 Q940 630 935 655 Z" fill="${p.deep}"/>`,
      `<path d="M1040 980 Q1120 960 1110 900" fill="none" stroke="${p.deep}" stroke-width="22" stroke-linecap="round"/>`,
      `<circle cx="1240" cy="990" r="36" fill="${p.accent}"/>`,
      rect(1150, 1010, 170, 40, "#ffffff", 'rx="20"'),
    ].join(""),
  );
}

const SCENES: Record<ArtworkSubject, (palette: Palette, random: () => number) => string> = {
  bedroom,
  bathroom,
  dining,
  bar,
  wedding: (palette, random) => event(palette, random, "wedding"),
  conference: (palette, random) => event(palette, random, "conference"),
  party: (palette, random) => event(palette, random, "party"),
  facade,
  landscape,
  castle,
  cathedral,
  shops,
  pet,
};

/** The artwork for a photo id, showing the subject content/artwork.ts names, as an SVG document (1600 x 1200). */
export function artworkSvg(id: string, subject: ArtworkSubject): string {
  const seed = hash(id);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const random = seeded(seed);
  const body = SCENES[subject](palette, random);
  // A soft vignette and a thin gilt frame give every piece the same finished look.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 1600 1200"><defs><radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1a0f0a" stop-opacity="0.35"/></radialGradient></defs>${body}<rect width="1600" height="1200" fill="url(#vignette)"/></svg>`;
}

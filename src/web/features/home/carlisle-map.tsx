import { hotel } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";

const ROAD = "fill-none stroke-[var(--map-road)] [stroke-linecap:round] [stroke-linejoin:round]";
const LABEL = "fill-muted-foreground text-[11px] font-medium tracking-wide";
const PLACE = "fill-foreground text-[13px] font-semibold";

/**
 * A drawn map of central Carlisle with the hotel marked: an illustration served with the page,
 * not map tiles (nothing is requested from a map service). North is up; distances are stylised.
 */
export function CarlisleMap({ className }: { className?: string }) {
  return (
    <svg
      role="img"
      viewBox="0 0 480 340"
      className={cn(
        "[--map-park:#dfe5d2] [--map-road:#eadfca] [--map-water:#c4d8e2] dark:[--map-park:#27301f] dark:[--map-road:#3b2f30] dark:[--map-water:#23343f]",
        className,
      )}
    >
      <title>{`Map of central Carlisle: ${hotel.name} stands east of the city centre near the railway station, a short walk from the cathedral and the castle, with the A6 leading to M6 junction 42.`}</title>
      <rect width="480" height="340" className="fill-surface" />
      {/* Parks */}
      <path d="M30 96c40-20 80-30 118-24l-6 22c-40 2-78 8-112 14z" className="fill-[var(--map-park)]" />
      <path d="M262 50c50-26 120-38 190-30l8 22c-66-4-130 6-192 26z" className="fill-[var(--map-park)]" />
      {/* Rivers Eden and Caldew */}
      <path d="M0 96C70 74 128 60 196 60s130-30 284-26" className="fill-none stroke-[var(--map-water)] [stroke-linecap:round]" strokeWidth="14" />
      <path d="M92 340c16-80 0-140 22-190s14-70 22-88" className="fill-none stroke-[var(--map-water)] [stroke-linecap:round]" strokeWidth="7" />
      {/* Railway */}
      <path d="M0 300c110-32 190-64 250-72s150 40 230 96" className="fill-none stroke-muted-foreground/60" strokeWidth="2" strokeDasharray="8 5" />
      {/* Streets of the centre, then the main roads over them */}
      <g className={ROAD} strokeWidth="3.5">
        <path d="M166 150l56-8M176 170l46-14M198 206l30-24M240 150l60-4M246 172l50 2M268 196l-2 44M300 150l-4 46M318 214l60 6M330 176l-10 60M176 120l-8 46M236 120l-10 64M280 232l70 30M360 186l-6 60" />
      </g>
      <g className={ROAD} strokeWidth="9">
        <path d="M214 0l-2 120 13 60 38 36 67 124" />
        <path d="M212 122C170 130 120 142 0 152" />
        <path d="M230 186c70 6 150-6 250-10" />
        <path d="M262 116l-6 100" />
      </g>
      {/* Walk from the hotel to the city centre */}
      <path d="M292 198c-22-6-44-10-64-18" className="fill-none stroke-brand" strokeWidth="2.5" strokeDasharray="2 6" strokeLinecap="round" />
      {/* Landmarks */}
      <g className="fill-accent-foreground">
        <path d="M144 90h18v14h-18zM144 86h4v4h-4zM151 86h4v4h-4zM158 86h4v4h-4z" />
        <path d="M185 134h4v6h6v4h-6v10h-4v-10h-6v-4h6z" />
        <circle cx="226" cy="180" r="5" />
        <rect x="242" y="222" width="14" height="12" rx="2" />
      </g>
      <g className={PLACE}>
        <text x="130" y="124">Castle</text>
        <text x="108" y="166" textAnchor="start">Cathedral</text>
        <text x="172" y="204">City centre</text>
        <text x="212" y="252">Station</text>
      </g>
      <g className={LABEL}>
        <text x="40" y="122">Bitts Park</text>
        <text x="330" y="30">Rickerby Park</text>
        <text x="28" y="80" className="italic">River Eden</text>
        <text x="380" y="170">Warwick Rd</text>
        <text x="292" y="262" transform="rotate(61 292 262)">Botchergate</text>
        <text x="222" y="26">Scotland Rd</text>
        <text x="30" y="146">Castle Way</text>
      </g>
      {/* Towards the motorway */}
      <g className="fill-foreground text-[12px] font-semibold">
        <text x="472" y="324" textAnchor="end">A6 to M6 J42 →</text>
      </g>
      {/* North arrow */}
      <g className="fill-muted-foreground text-[12px] font-semibold">
        <path d="M452 92l8-22 8 22-8-5z" />
        <text x="455" y="108">N</text>
      </g>
      {/* The hotel */}
      <g>
        <circle cx="296" cy="206" r="22" className="fill-primary/15" />
        <path d="M296 214c-10-10-14-17-14-23a14 14 0 0 1 28 0c0 6-4 13-14 23z" className="fill-primary stroke-surface" strokeWidth="2" />
        <circle cx="296" cy="191" r="5" className="fill-gold" />
        <rect x="314" y="196" width="112" height="26" rx="13" className="fill-primary" />
        <text x="370" y="213" textAnchor="middle" className="fill-primary-foreground font-serif text-[13px] font-semibold">
          {hotel.shortName}
        </text>
      </g>
    </svg>
  );
}

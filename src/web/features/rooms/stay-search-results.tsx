import ExternalLink from "lucide-react/icons/external-link";
import Info from "lucide-react/icons/info";
import { nightsBetween } from "../../../shared/dates.ts";
import { formatPounds } from "../../../shared/money.ts";
import { ROOM_TYPE_LABELS, type RoomType } from "../../../shared/rooms/room-types.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { RoomTypeAnswer, StaySearchOutcome } from "./check-stay.ts";
import { answerAnnouncement, sleepsLabel, staySummary } from "./stay-summary.ts";

type Answered = Extract<StaySearchOutcome, { kind: "answered" }>;

/** A link into the booking engine, in a new tab like every Book link of the site. */
function EngineLink({ href, children, label }: { href: string; children: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`} className={buttonVariants({ size: "md" })}>
      {children}
      <ExternalLink aria-hidden="true" />
    </a>
  );
}

function AnswerStatus({ answer, nights }: { answer: RoomTypeAnswer; nights: number }) {
  const label = ROOM_TYPE_LABELS[answer.roomType];
  switch (answer.kind) {
    case "available":
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="text-xl font-semibold">{formatPounds(answer.totalPrice)}</span>{" "}
            <span className="text-sm text-muted-foreground">for {nights === 1 ? "1 night" : `${nights} nights`}</span>
            {answer.roomsLeft <= 2 ? <span className="ml-2 text-sm font-medium text-brand">Only {answer.roomsLeft} left</span> : null}
          </p>
          <EngineLink href={answer.bookingUrl} label={`Book a ${label} room for these dates`}>
            Book
          </EngineLink>
        </div>
      );
    case "unavailable":
      return (
        <p className="text-sm">
          <span className="font-semibold text-red-800 dark:text-red-300">{answer.full ? "Full" : "Not available"}</span>{" "}
          <span className="text-muted-foreground">{answer.message}</span>
        </p>
      );
    case "too-small":
      return <p className="text-sm text-muted-foreground">Too small for your party</p>;
    case "unknown":
      return <p className="text-sm text-muted-foreground">Could not be checked just now</p>;
  }
}

/** Below the search: who the stay is for, then one row per room type (price and Book, full, or too small). */
export function StaySearchResults({ outcome, searching, ownType }: { outcome: Answered | null; searching: boolean; ownType?: RoomType | undefined }) {
  const announcement = outcome ? answerAnnouncement(outcome.answers, outcome.reachable, outcome.stay) : "";
  const nights = outcome ? nightsBetween(outcome.stay.checkIn, outcome.stay.checkOut) : 0;
  const offerEngine = outcome && (!outcome.reachable || !outcome.answers.some((answer) => answer.kind === "available"));
  return (
    <div aria-busy={searching}>
      <p aria-live="polite" className="sr-only">
        {searching ? "" : announcement}
      </p>
      {outcome ? (
        <div className="mt-6 border-t border-border pt-5">
          <p className="text-sm font-medium">{staySummary(outcome.stay)}</p>
          {offerEngine ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-sm border border-accent/60 bg-muted p-4">
              <p className="flex items-start gap-2 text-sm">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {announcement}
              </p>
              <EngineLink href={outcome.bookingUrl} label="Continue to our booking site with these dates">
                Continue to booking site
              </EngineLink>
            </div>
          ) : null}
          <ul className="mt-4 divide-y divide-border border-y border-border">
            {outcome.answers.map((answer) => (
              <li key={answer.roomType} data-room-type={answer.roomType} className="grid gap-2 py-4 sm:grid-cols-[12rem_1fr] sm:items-center">
                <div>
                  <h3 className="font-semibold">
                    {ROOM_TYPE_LABELS[answer.roomType]}
                    {answer.roomType === ownType ? <span className="ml-2 text-xs font-medium tracking-wide text-brand uppercase">This room</span> : null}
                  </h3>
                  <p className="text-sm text-muted-foreground">{sleepsLabel(answer.roomType)}</p>
                </div>
                <AnswerStatus answer={answer} nights={nights} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">Prices are for the room and the whole stay. You book and pay on our secure booking site.</p>
        </div>
      ) : null}
    </div>
  );
}

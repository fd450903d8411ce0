import type { LucideIcon } from "lucide-react";
import Archive from "lucide-react/icons/archive";
import BellOff from "lucide-react/icons/bell-off";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MailCheck from "lucide-react/icons/mail-check";
import MailOpen from "lucide-react/icons/mail-open";
import Reply from "lucide-react/icons/reply";
import type { ReactNode } from "react";
import {
  ENQUIRY_STATUS_LABELS,
  NEWSLETTER_STATUS_LABELS,
  type EnquiryListKind,
  type EnquiryListRow,
  type EnquiryStatus,
  type NewsletterStatus,
} from "../../../../shared/enquiries/enquiry-admin.ts";
import type { EventType } from "../../../../shared/enquiries/enquiry-constants.ts";
import { cn } from "../../../lib/cn.ts";
import { KIND_LABELS, topicOf } from "./enquiry-words.ts";

// Badges of the Inquiries tab: each status has its own colour AND icon AND word, so
// none of them relies on colour alone. Colours keep 4.5:1 contrast in light and dark.

const pill = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const TONES = {
  blue: "border-blue-700/40 bg-blue-50 text-blue-900 dark:border-blue-300/40 dark:bg-blue-950/50 dark:text-blue-100",
  green: "border-green-700/40 bg-green-50 text-green-900 dark:border-green-300/40 dark:bg-green-950/50 dark:text-green-100",
  amber: "border-amber-700/50 bg-amber-50 text-amber-950 dark:border-amber-300/50 dark:bg-amber-950/50 dark:text-amber-100",
  rose: "border-rose-700/40 bg-rose-50 text-rose-900 dark:border-rose-300/40 dark:bg-rose-950/50 dark:text-rose-100",
  sky: "border-sky-700/40 bg-sky-50 text-sky-900 dark:border-sky-300/40 dark:bg-sky-950/50 dark:text-sky-100",
  violet: "border-violet-700/40 bg-violet-50 text-violet-900 dark:border-violet-300/40 dark:bg-violet-950/50 dark:text-violet-100",
  teal: "border-teal-700/40 bg-teal-50 text-teal-900 dark:border-teal-300/40 dark:bg-teal-950/50 dark:text-teal-100",
  neutral: "border-border bg-muted text-foreground",
} as const;
type Tone = keyof typeof TONES;

function Pill({ tone, icon: Icon, children }: { tone: Tone; icon?: LucideIcon; children: ReactNode }) {
  return (
    <span className={cn(pill, TONES[tone])}>
      {Icon ? <Icon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
      {children}
    </span>
  );
}

const KIND_TONES: Record<EnquiryListKind, Tone> = { contact: "neutral", event: "violet", newsletter: "sky" };

export function KindBadge({ kind }: { kind: EnquiryListKind }) {
  return <Pill tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Pill>;
}

const STATUS_STYLE: Record<EnquiryStatus, { tone: Tone; icon: LucideIcon }> = {
  new: { tone: "blue", icon: Mail },
  read: { tone: "amber", icon: MailOpen },
  replied: { tone: "green", icon: Reply },
  closed: { tone: "neutral", icon: Archive },
};

const NEWSLETTER_STYLE: Record<NewsletterStatus, { tone: Tone; icon: LucideIcon }> = {
  subscribed: { tone: "green", icon: MailCheck },
  pending: { tone: "amber", icon: Clock },
  unsubscribed: { tone: "neutral", icon: BellOff },
};

/** An enquiry's status (New, Read, Replied, Closed) or a sign-up's real state (ADR 026). */
export function StatusBadge({ row }: { row: EnquiryListRow }) {
  if (row.kind === "newsletter") {
    const style = NEWSLETTER_STYLE[row.status];
    return (
      <Pill tone={style.tone} icon={style.icon}>
        {NEWSLETTER_STATUS_LABELS[row.status]}
      </Pill>
    );
  }
  const style = STATUS_STYLE[row.status];
  return (
    <Pill tone={style.tone} icon={style.icon}>
      {ENQUIRY_STATUS_LABELS[row.status]}
    </Pill>
  );
}

/** Weddings, conferences, parties and meetings have their own colour; a contact subject (or anything else) is neutral. */
const EVENT_TONES: Record<string, Tone> = { wedding: "rose", conference: "sky", party: "violet", meeting: "teal" } satisfies Record<EventType, Tone>;

export function TopicBadge({ row }: { row: EnquiryListRow }) {
  const topic = topicOf(row);
  if (topic === null) return <span className="text-muted-foreground">—</span>;
  const tone = row.kind === "event" ? (EVENT_TONES[row.event_type] ?? "neutral") : "neutral";
  return <Pill tone={tone}>{topic}</Pill>;
}

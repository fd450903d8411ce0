import type { StaffNotice } from "../../../shared/staff/staff-notices.ts";

/**
 * How far back each look reaches before the cursor. A record's time is set before its
 * transaction commits, so one written at 12:00:00.900 may become visible after a look at
 * 12:00:01 has moved the cursor past it; looking a minute back, and skipping what was already
 * sent, catches it.
 */
export const NOTICE_OVERLAP_MS = 60_000;

/** A Last-Event-ID the stream sent (milliseconds since 1970), or null for anything else. */
export function cursorFromEventId(lastEventId: string | undefined, now: Date): Date | null {
  if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return null;
  const at = Number(lastEventId);
  // A cursor from the future (a client clock, a forged header) would hide notices: refused.
  return at > now.getTime() ? null : new Date(at);
}

/**
 * One connection's place in the notices: which it has sent and the time its client has seen up
 * to, sent back as each event's id, so a reconnect after a dropped network or a server restart
 * resumes there (EventSource repeats the last id in Last-Event-ID).
 */
export class NoticeCursor {
  private cursor: number;
  private readonly sent = new Map<string, number>();

  constructor(start: Date) {
    this.cursor = start.getTime();
  }

  /** Where the next look starts. */
  lookFrom(): Date {
    return new Date(this.cursor - NOTICE_OVERLAP_MS);
  }

  /**
   * Marks notices as already known without sending them: a fresh screen has just loaded its lists,
   * which show the last minute's records the first look would otherwise repeat.
   */
  skip(notices: readonly StaffNotice[]): void {
    for (const notice of notices) this.sent.set(notice.key, Date.parse(notice.at));
  }

  /** The notices of a look not sent before, each with the event id to send it under. */
  take(notices: readonly StaffNotice[], now: Date): { notice: StaffNotice; eventId: string }[] {
    const fresh = notices.filter((notice) => !this.sent.has(notice.key));
    const out = fresh.map((notice) => {
      const at = Date.parse(notice.at);
      this.sent.set(notice.key, at);
      this.cursor = Math.max(this.cursor, Math.min(at, now.getTime()));
      return { notice, eventId: this.eventId() };
    });
    for (const [key, at] of this.sent) if (at < this.cursor - 2 * NOTICE_OVERLAP_MS) this.sent.delete(key);
    return out;
  }

  eventId(): string {
    return String(this.cursor);
  }
}

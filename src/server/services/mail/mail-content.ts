/**
 * A part the HTML body shows inline through `cid:` (mail programs block `data:` images far more
 * often than attached ones), e.g. the add-on reference's QR code.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Referenced from the HTML as `cid:<cid>`. */
  cid: string;
  contentBase64: string;
}

/** A rendered e-mail: the subject, both bodies and any inline images. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

const LONDON_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "full",
  timeStyle: "short",
});

const CALENDAR_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "full" });

/** "Sunday, 22 November 2026 at 07:13" on the hotel's clock. */
export function formatReceivedAt(at: Date): string {
  return LONDON_DATE_TIME.format(at);
}

/** "Saturday, 12 June 2027" for a YYYY-MM-DD day. */
export function formatCalendarDate(isoDate: string): string {
  return CALENDAR_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

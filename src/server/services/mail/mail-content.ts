/** A rendered e-mail: the subject and both bodies. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
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

/** The short reference a guest can quote: the first 8 characters of the enquiry id. */
export function enquiryReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}

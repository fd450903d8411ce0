const londonClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** The instant a London calendar day (YYYY-MM-DD) begins: midnight GMT in winter, 23:00 UTC the day before in summer. */
export function londonMidnight(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  // London is UTC or UTC+1; at UTC midnight its clock reads 00 or 01.
  const offsetHours = Number(londonClock.format(utcMidnight)) % 24;
  return new Date(utcMidnight.getTime() - offsetHours * 3_600_000);
}

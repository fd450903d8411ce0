/**
 * A search box's sent searches: the last one it sent, and those sent but not yet back as the
 * committed value (the address updates a render or more later, and a slow render can bring back an
 * earlier one while the guest's name is still being typed).
 */
export interface SentSearches {
  last: string;
  inFlight: readonly string[];
}

/** At most this many sent searches are remembered while they come back. */
const REMEMBERED = 10;

export function sentSearchesOf(committed: string): SentSearches {
  return { last: committed, inFlight: [] };
}

export function afterSending(sent: SentSearches, value: string): SentSearches {
  return { last: value, inFlight: [...sent.inFlight, value].slice(-REMEMBERED) };
}

/**
 * A committed value arrives: one of the box's own searches coming back (the box keeps what is
 * typed), or a change from elsewhere (Back, Clear filters), which the box then shows.
 */
export function onArrival(sent: SentSearches, committed: string): { sent: SentSearches; fromElsewhere: boolean } {
  const own = sent.inFlight.indexOf(committed);
  if (own >= 0) return { sent: { last: sent.last, inFlight: sent.inFlight.slice(own + 1) }, fromElsewhere: false };
  if (committed === sent.last) return { sent, fromElsewhere: false };
  return { sent: sentSearchesOf(committed), fromElsewhere: true };
}

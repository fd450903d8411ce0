// ADR 084: the page sweeps (axe, the keyboard, text at 200%, the e-mailed links' pages) prove a
// rule on every page. `npm test` runs them in a short form, one page of each kind of page, so the
// fresh run stays within its time; `npm run test:e2e:long` (E2E_LONG=1) runs every page.

/** True when the sweeps run whole (`npm run test:e2e:long`). */
const LONG_FORM = process.env.E2E_LONG === "1";

/**
 * The whole list in the long form; in the short form only `short`, which must be taken from the
 * list (a name that is not in it fails at once rather than testing nothing).
 */
export function sweepOf<T>(all: readonly T[], short: readonly T[]): readonly T[] {
  const strangers = short.filter((entry) => !all.includes(entry));
  if (strangers.length > 0) throw new Error(`Not in the sweep's list: ${strangers.join(", ")}`);
  return LONG_FORM ? all : short;
}

import { randomInt } from "node:crypto";

/**
 * ADR 062: a short reference like PET-7K3M9Q that reception can read aloud or type.
 * No look-alike characters (0/O, 1/I/L, 2/Z, 5/S, 8/B): 26 symbols, 6 of them, ~3 x 10^8 values;
 * the database's unique index catches the rare repeat and the caller draws again.
 */
const ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
const LENGTH = 6;

export function newAddonReference(): string {
  let code = "";
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `PET-${code}`;
}

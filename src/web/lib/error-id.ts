// No 0/O or 1/I/L: the guest may read the id out over the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short random id such as "K7Q2-MX9D" that a guest can quote to reception. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length] ?? "X");
  return `${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`;
}

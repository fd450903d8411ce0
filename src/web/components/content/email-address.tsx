import { Fragment } from "react";

/**
 * An e-mail address that never breaks mid-word ("stay@courtfield-ho / tel.example.com" reads as
 * two wrong addresses, and the hyphen invites just that): if it must wrap, it wraps before "@",
 * and, where even the part after it is wider than the line (large text on a narrow screen),
 * before a dot or after a hyphen of the domain too.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  // "@courtfield-hotel.example.com" → "@courtfield-", "hotel", ".example", ".com": a break comes
  // before a dot or after a hyphen, never inside a word.
  const parts = [address.slice(0, at), ...(address.slice(at).match(/[^.-]+-|\.?[^.-]+/g) ?? [])];
  return (
    <span>
      {parts.map((part, position) => (
        <Fragment key={position}>
          {position > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

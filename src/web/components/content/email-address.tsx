/**
 * An e-mail address that never breaks mid-word ("stay@courtfield-ho / tel.example.com" reads as
 * two wrong addresses, and the hyphen invites just that): if it must wrap, it wraps before "@".
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </span>
  );
}

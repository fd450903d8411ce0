import { Fragment } from "react";

/**
 * An e-mail address that, when it must wrap, wraps only before its "@" or a dot of its domain,
 * never mid-word ("stay@courtfield-ho / tel.example.com" reads as two wrong addresses).
 */
export function EmailAddress({ address }: { address: string }) {
  const [local = "", domain = ""] = address.split("@");
  const labels = domain.split(".");
  return (
    <span className="[overflow-wrap:normal] [word-break:normal]">
      {local}
      <wbr />@
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {label}
        </Fragment>
      ))}
    </span>
  );
}

import CircleCheck from "lucide-react/icons/circle-check";
import type { RefObject } from "react";

/**
 * The thank-you note at the top of a form once it has been sent. It takes the focus (so a
 * keyboard or screen-reader user is not left on a reset Send button with nothing said) and stays
 * until the guest starts typing again. It is the only thanks: a toast as well said it twice, over
 * the form on a phone (ADR 083).
 */
export function FormThanks({ message, ref }: { message: string | null; ref: RefObject<HTMLParagraphElement | null> }) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="flex scroll-mt-32 items-start gap-2 rounded-sm border border-accent bg-muted p-3 text-sm font-medium"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
      {message}
    </p>
  );
}

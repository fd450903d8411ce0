import { compactPhone, nationalPhone } from "../../../../shared/validation/phone-number.ts";

/**
 * A guest's phone number as staff dial it (ADR 102): the national form to read, a tel: link to the
 * stored number, so a click on a softphone or a tap on a phone calls it.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${compactPhone(phone)}`} className="inline-flex min-h-6 items-center text-brand underline underline-offset-4">
      {nationalPhone(phone)}
    </a>
  );
}

import Send from "lucide-react/icons/send";
import { CheckboxField } from "../../components/form/form-field.tsx";
import { HoneypotField } from "../../components/form/honeypot-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";

/** How each enquiry form ends: the newsletter tick, the honeypot, the send button and the toasts. */
export function EnquiryFormEnd({
  marketingId,
  marketingOptIn,
  onMarketingChange,
  disabled,
  sending,
  sendLabel,
}: {
  marketingId: string;
  marketingOptIn: boolean;
  onMarketingChange: (checked: boolean) => void;
  disabled: boolean;
  sending: boolean;
  sendLabel: string;
}) {
  return (
    <>
      <CheckboxField id={marketingId} name="marketingOptIn" checked={marketingOptIn} onChange={onMarketingChange}>
        Send me occasional news and offers by e-mail. You can unsubscribe at any time.
      </CheckboxField>
      <HoneypotField />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={disabled}>
        <Send aria-hidden="true" />
        {sending ? "Sending..." : sendLabel}
      </Button>
      <Toaster />
    </>
  );
}

import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { hotel } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../ui/button.tsx";
import { EmailAddress } from "./email-address.tsx";

/**
 * The hotel's phone and e-mail as two buttons: the direct way to reach us from any page. On a
 * phone the e-mail button's type is a size smaller, so the whole address fits on one line.
 */
export function CallOrEmail({ className, emailSubject }: { className?: string; emailSubject?: string }) {
  const mailto = `mailto:${hotel.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <a href={`tel:${hotel.phone.e164}`} className={buttonVariants({ variant: "primary", size: "lg" })}>
        <Phone aria-hidden="true" />
        <span className="sr-only">Call </span>
        {hotel.phone.display}
      </a>
      <a href={mailto} className={buttonVariants({ variant: "outline", size: null, wrap: true, className: "min-h-12 px-4 text-sm max-sm:tracking-normal sm:px-7 sm:text-base" })}>
        <Mail aria-hidden="true" />
        <span className="sr-only">E-mail </span>
        <EmailAddress address={hotel.email} />
      </a>
    </div>
  );
}

import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router-dom";
import { hotel } from "../../../../content/hotel.ts";
import { EmailAddress } from "../../components/content/email-address.tsx";

const LINK_CLASS = "inline-flex min-h-6 items-center gap-2 font-medium text-brand underline underline-offset-4 hover:decoration-2";

/** The three ways to report an accessibility problem: the contact form, e-mail and phone. */
export function ReportAProblem() {
  const subject = encodeURIComponent("Accessibility problem on the website");
  return (
    <ul className="mt-5 space-y-3">
      <li>
        <Link to="/contact" className={LINK_CLASS}>
          <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
          Write to us through our contact form
        </Link>
      </li>
      <li>
        <a href={`mailto:${hotel.email}?subject=${subject}`} className={LINK_CLASS}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">E-mail: </span>
          <EmailAddress address={hotel.email} />
        </a>
      </li>
      <li>
        <a href={`tel:${hotel.phone.e164}`} className={LINK_CLASS}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Phone: </span>
          {hotel.phone.display}
        </a>{" "}
        <span className="text-muted-foreground">(reception, {hotel.receptionAvailability})</span>
      </li>
    </ul>
  );
}

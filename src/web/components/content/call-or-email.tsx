import { Mail, Phone } from "lucide-react";
import { hotel } from "../../../../content/hotel.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";

/** The hotel's phone and e-mail as two buttons: the direct way to reach us from any page. */
export function CallOrEmail({ className, emailSubject }: { className?: string; emailSubject?: string }) {
  const mailto = `mailto:${hotel.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <Button asChild variant="primary" size="lg">
        <a href={`tel:${hotel.phone.e164}`}>
          <Phone aria-hidden="true" />
          <span className="sr-only">Call </span>
          {hotel.phone.display}
        </a>
      </Button>
      <Button asChild variant="outline" size="lg" className="whitespace-normal break-all">
        <a href={mailto}>
          <Mail aria-hidden="true" />
          <span className="sr-only">E-mail </span>
          {hotel.email}
        </a>
      </Button>
    </div>
  );
}

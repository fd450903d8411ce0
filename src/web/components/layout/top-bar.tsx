import BadgeCheck from "lucide-react/icons/badge-check";
import Globe from "lucide-react/icons/globe";
import Phone from "lucide-react/icons/phone";
import { hotel } from "../../../../content/hotel.ts";
import { Container } from "../ui/container.tsx";
import themeSwitch from "../../islands/theme-switch.tsx";
import { Island } from "../../lib/islands/island.tsx";

/** The thin wine band above the main bar: phone, best rate promise, language, theme. */
export function TopBar() {
  return (
    <div className="scheme-deep text-xs sm:text-[0.8rem]">
      {/* One line; with the text enlarged on a narrow screen it wraps inside its band (never past the edge). */}
      <Container className="flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-0.5 whitespace-nowrap">
        <a href={`tel:${hotel.phone.e164}`} className="inline-flex min-h-6 items-center gap-1.5 font-medium hover:underline">
          <Phone aria-hidden="true" className="size-3.5 text-gold" />
          <span className="sr-only">Call us on </span>
          {hotel.phone.display}
        </a>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 sm:gap-x-5">
          <span className="inline-flex items-center gap-1.5">
            <BadgeCheck aria-hidden="true" className="size-3.5 text-gold" />
            Best Rate Guarantee
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Globe aria-hidden="true" className="size-3.5 text-gold" />
            <span className="sr-only">Language: </span>
            <span lang="en">EN</span>
          </span>
          <Island of={themeSwitch} props={{ className: "max-xl:hidden" }} />
        </div>
      </Container>
    </div>
  );
}

import { hotel } from "../../../content/hotel.ts";
import { PageIntro } from "../components/content/page-intro.tsx";

export default function BookAddonsSuccessPage() {
  return (
    <PageIntro eyebrow="Pet accommodation" title="Your Pet Add-on Booking">
      <p>
        Thank you for booking pet accommodation with us. When you arrive, bring your original booking confirmation and your add-on reference; check-in is from {hotel.checkIn}.
      </p>
    </PageIntro>
  );
}

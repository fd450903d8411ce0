import { hotel } from "../../../content/hotel.ts";
import { BookYourStayLink } from "../components/layout/book-your-stay-link.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function BookingPage() {
  return (
    <PageIntro
      eyebrow="Best Rate Guarantee"
      title="Book Your Stay"
      actions={
        <>
          <BookYourStayLink size="lg" />
          <Button asChild size="lg" variant="outline">
            <a href={`tel:${hotel.phone.e164}`}>Call {hotel.phone.display}</a>
          </Button>
        </>
      }
    >
      <p>
        Choose your dates and room on our secure booking site, where you always find our best rate. Prefer to talk it through? Call reception and we will book it for you.
      </p>
    </PageIntro>
  );
}

import { hotel } from "../../../content/hotel.ts";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function ContactPage() {
  return (
    <PageIntro
      eyebrow="We are here to help"
      title="Contact Us"
      actions={
        <>
          <Button asChild size="lg">
            <a href={`tel:${hotel.phone.e164}`}>Call {hotel.phone.display}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${hotel.email}`}>E-mail us</a>
          </Button>
        </>
      }
    >
      <p>
        Call reception, send us an e-mail or write to us: we answer every enquiry within 24 hours.
      </p>
    </PageIntro>
  );
}

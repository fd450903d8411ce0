import { Link } from "react-router-dom";
import { hotel } from "../../../content/hotel.ts";
import { BookYourStayLink } from "../components/layout/book-your-stay-link.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function AboutPage() {
  return (
    <PageIntro eyebrow="Our story" title={`About ${hotel.shortName}`}
      actions={
        <>
          <BookYourStayLink size="lg" />
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </>
      }
    >
      <p>
        {hotel.name} has welcomed travellers to Carlisle since {hotel.foundedYear}. What began as a Victorian townhouse for guests off the railway is still run by one family, with 27 en-suite rooms and one non en-suite room.
      </p>
      <p>
        We are a five-minute walk from the city centre and two minutes from junction 42 of the M6: a comfortable base for the castle, Hadrian's Wall and the Lake District.
      </p>
    </PageIntro>
  );
}

import { Link } from "react-router-dom";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function EventsPage() {
  return (
    <PageIntro
      eyebrow="Weddings, conferences and parties"
      title="Events & Celebrations"
      actions={
          <Button asChild size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
      }
    >
      <p>
        From a wedding breakfast to a board meeting or a milestone birthday, our Victorian rooms host 120 to 150 guests, with bedrooms upstairs for everyone who would rather not travel home.
      </p>
    </PageIntro>
  );
}

import { Link } from "react-router-dom";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function PrivatePartiesPage() {
  return (
    <PageIntro
      eyebrow="Events & Celebrations"
      title="Private Parties"
      actions={
          <Button asChild size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
      }
    >
      <p>
        Birthdays, anniversaries, retirements, graduations, holiday gatherings and corporate evenings: hire our rooms for four to six hours, from £30 per person.
      </p>
    </PageIntro>
  );
}

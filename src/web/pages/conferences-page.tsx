import { Link } from "react-router-dom";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function ConferencesPage() {
  return (
    <PageIntro
      eyebrow="Events & Celebrations"
      title="Conferences & Meetings"
      actions={
          <Button asChild size="lg">
            <Link to="/contact">Contact Us</Link>
          </Button>
      }
    >
      <p>
        Meet minutes from the M6 and Carlisle station. Half-day packages start from £25 per person and full days from £45, with boardroom, theatre, U-shape, cabaret and classroom layouts.
      </p>
    </PageIntro>
  );
}

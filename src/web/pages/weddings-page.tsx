import { Link } from "react-router-dom";
import { PageIntro } from "../components/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function WeddingsPage() {
  return (
    <PageIntro
      eyebrow="Events & Celebrations"
      title="Weddings"
      actions={
          <Button asChild size="lg">
            <Link to="/contact">Schedule a Viewing</Link>
          </Button>
      }
    >
      <p>
        Celebrate your wedding in a Victorian setting in the heart of Carlisle. Our Bronze, Silver and Gold packages start from £45 per person for up to 150 guests, and our team looks after every detail of the day.
      </p>
    </PageIntro>
  );
}

import House from "lucide-react/icons/house";
import { Link } from "react-router-dom";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Button } from "../components/ui/button.tsx";

export default function NotFoundPage() {
  return (
    <PageIntro
      eyebrow="Error 404"
      title="Oops! Page not found"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/">
              <House aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </>
      }
    >
      <p>The page you are looking for does not exist or has moved. Our front door is always open, though.</p>
    </PageIntro>
  );
}

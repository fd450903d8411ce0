import House from "lucide-react/icons/house";
import { Link } from "react-router-dom";
import { PageIntro } from "../components/content/page-intro.tsx";
import { buttonVariants } from "../components/ui/button.tsx";

export default function NotFoundPage() {
  return (
    <PageIntro
      eyebrow="Error 404"
      title="Oops! Page not found"
      actions={
        <>
          <Link to="/" className={buttonVariants({ size: "lg" })}>
            <House aria-hidden="true" />
            Return to Home
          </Link>
          <Link to="/contact" className={buttonVariants({ size: "lg", variant: "outline" })}>Contact Us</Link>
        </>
      }
    >
      <p>The page you are looking for does not exist or has moved. Our front door is always open, though.</p>
    </PageIntro>
  );
}

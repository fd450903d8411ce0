import { hotel } from "../../../content/hotel.ts";
import { PageIntro } from "../components/content/page-intro.tsx";

export default function PrivacyPolicyPage() {
  return (
    <PageIntro eyebrow="Your privacy" title="Privacy Policy">
      <p>
        How {hotel.name} collects, uses and protects your personal data, how long we keep it, and how you can use your rights under UK data protection law.
      </p>
    </PageIntro>
  );
}

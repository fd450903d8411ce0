import { PageIntro } from "../components/content/page-intro.tsx";

export default function CookiePolicyPage() {
  return (
    <PageIntro eyebrow="Your privacy" title="Cookie Policy">
      <p>
        Which cookies our website sets, what they are for, how long they last, and how to change your choices at any time.
      </p>
    </PageIntro>
  );
}

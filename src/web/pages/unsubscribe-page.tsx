import { PageIntro } from "../components/content/page-intro.tsx";

export default function UnsubscribePage() {
  return (
    <PageIntro eyebrow="Newsletter" title="Unsubscribe">
      <p>
        Sorry to see you go. Enter your e-mail address and we will remove it from our newsletter list.
      </p>
    </PageIntro>
  );
}

import { hotel } from "../../../content/hotel.ts";
import { SERVER_PAGE_CONTENT_ID, SERVER_PAGE_MARKERS, SERVER_PAGE_TITLE_ID } from "../../shared/site/server-page-markers.ts";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Container } from "../components/ui/container.tsx";

// A page the server wrote (an e-mailed link's, or a form's answer without JavaScript;
// ADR 038). The build renders it with the markers and the server puts the title and
// the content in their place. It has no island: nothing of it runs in the browser (ADR 044).

/** The styles of the server's markup: paragraphs, headings, lists and links as on the other pages. */
const CONTENT_CLASS =
  "mx-auto max-w-prose space-y-5 text-lg leading-relaxed [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_form]:pt-2 [&_h2]:pt-4 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

export default function ServerPage() {
  return (
    <>
      <PageIntro eyebrow={hotel.name} title={SERVER_PAGE_MARKERS.title} titleId={SERVER_PAGE_TITLE_ID} />
      <Container className="py-12 sm:py-16">
        <div id={SERVER_PAGE_CONTENT_ID} className={CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: SERVER_PAGE_MARKERS.content }} />
      </Container>
    </>
  );
}

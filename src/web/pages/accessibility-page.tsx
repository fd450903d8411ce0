import { ACCESSIBILITY_REVIEWED, accessibilityStatement } from "../../../content/accessibility.ts";
import { PageIntro } from "../components/content/page-intro.tsx";
import { Container } from "../components/ui/container.tsx";
import { ReportAProblem } from "../features/accessibility/report-a-problem.tsx";
import { StatementSection } from "../features/accessibility/statement-section.tsx";

/** /accessibility: the accessibility statement (linked from the footer), its words in content/accessibility.ts. */
export default function AccessibilityPage() {
  return (
    <>
      <PageIntro eyebrow="For every guest" title="Accessibility statement">
        <p>How this website is built and tested so that everyone can use it, what we know is not right yet, and how to tell us about a problem.</p>
      </PageIntro>
      <Container width="3xl" className="space-y-10 py-14 sm:py-20">
        {accessibilityStatement.map((section) => (
          <StatementSection key={section.id} section={section}>
            {section.id === "report" && <ReportAProblem />}
          </StatementSection>
        ))}
        <p className="border-t border-border pt-6 text-sm text-muted-foreground">This statement was last reviewed in {ACCESSIBILITY_REVIEWED}.</p>
      </Container>
    </>
  );
}

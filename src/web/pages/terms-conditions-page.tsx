import { termsAndConditions } from "../../../content/policies/terms-and-conditions.ts";
import { PolicyDocument } from "../components/content/policy-document.tsx";

export default function TermsConditionsPage() {
  return <PolicyDocument document={termsAndConditions} />;
}

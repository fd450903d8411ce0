import { privacyPolicy } from "../../../content/policies/privacy-policy.ts";
import { PolicyDocument } from "../components/content/policy-document.tsx";

export default function PrivacyPolicyPage() {
  return <PolicyDocument document={privacyPolicy} />;
}

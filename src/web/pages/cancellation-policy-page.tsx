import { cancellationPolicy } from "../../../content/policies/cancellation-policy.ts";
import { PolicyDocument } from "../components/content/policy-document.tsx";

export default function CancellationPolicyPage() {
  return <PolicyDocument document={cancellationPolicy} />;
}

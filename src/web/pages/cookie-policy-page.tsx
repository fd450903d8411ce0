import { cookiePolicy } from "../../../content/policies/cookie-policy.ts";
import { PolicyDocument } from "../components/content/policy-document.tsx";

export default function CookiePolicyPage() {
  return <PolicyDocument document={cookiePolicy} />;
}

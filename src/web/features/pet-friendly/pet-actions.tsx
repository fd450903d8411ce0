import { Link } from "react-router-dom";
import { petFriendlyActions } from "../../../../content/pet-friendly.ts";
import { buttonVariants } from "../../components/ui/button.tsx";

/** The page's three next steps: book, add pet accommodation, contact us. */
export function PetActions({ onDeep = false }: { onDeep?: boolean }) {
  return petFriendlyActions.map((action, index) => (
    <Link key={action.path} to={action.path} className={buttonVariants({ size: "lg", variant: index === 0 ? (onDeep ? "gold" : "primary") : onDeep ? "outline-light" : "outline" })}>{action.label}</Link>
  ));
}

import { Toaster } from "../components/ui/toaster.tsx";
import { UnsubscribeForm } from "../features/unsubscribe/unsubscribe-form.tsx";
import { defineIsland } from "../lib/islands/define-island.ts";

function UnsubscribeIsland() {
  return (
    <>
      <UnsubscribeForm />
      <Toaster />
    </>
  );
}

/** /unsubscribe's form (a plain form that posts without JavaScript) and its toasts: hydrated on first touch. */
export default defineIsland("unsubscribe-form", UnsubscribeIsland, "interaction");

import ArrowLeft from "lucide-react/icons/arrow-left";
import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { DataRequestCardButton, DataRequestCardLink } from "./data-request-card.tsx";
import { DATA_REQUEST_OPTIONS, formSectionId, typeFromHash } from "./data-request-options.ts";
import { DataRequestForm } from "./data-request-form.tsx";
import { typedDataRequest, type TypedDataRequest } from "./typed-data-request.ts";

export const FLOW_HEADING_ID = "data-request-heading";
const OPTIONS_HEADING_ID = "data-request-options-heading";
const OPTIONS_ID = "options";
const BACK_CLASS = "inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4 hover:decoration-2";

type FlowState = { view: "options" } | ({ view: "form" } & TypedDataRequest) | { view: "done"; message: string };

function OptionsHeading({ headingRef }: { headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <h3 id={OPTIONS_HEADING_ID} ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold sm:text-3xl">
      What would you like to do?
    </h3>
  );
}

/**
 * Before the page's script runs: the cards link to three form sections that CSS `:target` reveals,
 * each a plain form the server answers with a page. Works with JavaScript off.
 */
function PlainFlow() {
  return (
    <>
      <div id={OPTIONS_ID} className="scroll-mt-32">
        <OptionsHeading />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {DATA_REQUEST_OPTIONS.map((option) => (
            <li key={option.type}>
              <DataRequestCardLink option={option} href={`#${formSectionId(option.type)}`} />
            </li>
          ))}
        </ul>
      </div>
      {DATA_REQUEST_OPTIONS.map((option) => (
        <section key={option.type} id={formSectionId(option.type)} aria-labelledby={`${formSectionId(option.type)}-heading`} className="mt-12 hidden max-w-2xl scroll-mt-32 target:block">
          <a href={`#${OPTIONS_ID}`} className={BACK_CLASS}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to options
          </a>
          <h3 id={`${formSectionId(option.type)}-heading`} className="mt-4 mb-6 font-serif text-2xl font-semibold">
            {option.title}
          </h3>
          <DataRequestForm option={option} onSubmitted={() => undefined} />
        </section>
      ))}
    </>
  );
}

/** Once hydrated: idle (cards), a type picked (its form), submitted (the success panel). */
function InteractiveFlow() {
  // Read while the pre-rendered forms are still in the page: what was typed there is kept.
  const [state, setState] = useState<FlowState>(() => {
    const begun = typedDataRequest((type) => document.getElementById(formSectionId(type))?.querySelector("form") ?? null, typeFromHash(window.location.hash));
    return begun ? { view: "form", ...begun } : { view: "options" };
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  // Focus follows each change of view (not the first render), so a screen reader reads where it is.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
    movedRef.current = true;
  }, [state]);

  function show(next: FlowState): void {
    // "Back to options" resets everything, including the address bar's #section.
    if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    setState(next);
  }

  if (state.view === "done") {
    return (
      <div className="max-w-2xl rounded-sm border border-border bg-surface p-6 shadow-xs">
        <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-serif text-2xl font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 text-green-700 dark:text-green-300" />
          Request submitted
        </h3>
        <p role="status" className="mt-3 leading-relaxed">
          {state.message}
        </p>
        <Button className="mt-6" onClick={() => show({ view: "options" })}>
          Submit Another Request
        </Button>
      </div>
    );
  }

  if (state.view === "form") {
    const option = DATA_REQUEST_OPTIONS.find((candidate) => candidate.type === state.type) ?? DATA_REQUEST_OPTIONS[0];
    if (!option) return null;
    return (
      <section aria-labelledby={`${formSectionId(option.type)}-heading`} className="max-w-2xl">
        <button type="button" onClick={() => show({ view: "options" })} className={`${BACK_CLASS} cursor-pointer`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to options
        </button>
        <h3 id={`${formSectionId(option.type)}-heading`} ref={headingRef} tabIndex={-1} className="mt-4 mb-6 font-serif text-2xl font-semibold">
          {option.title}
        </h3>
        <DataRequestForm option={option} typed={state.typed} onSubmitted={(message) => show({ view: "done", message })} />
      </section>
    );
  }

  return (
    <div>
      <OptionsHeading headingRef={headingRef} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {DATA_REQUEST_OPTIONS.map((option) => (
          <li key={option.type}>
            <DataRequestCardButton option={option} onPick={() => show({ view: "form", type: option.type, typed: {} })} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The data request flow of /data-request. */
export function DataRequestFlow() {
  return (
    <>
      <h2 id={FLOW_HEADING_ID} className="sr-only">
        Make a data request
      </h2>
      {useHydrated() ? <InteractiveFlow /> : <PlainFlow />}
      <Toaster />
    </>
  );
}

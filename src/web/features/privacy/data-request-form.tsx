import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useId, useRef, useState, type FormEvent } from "react";
import { DATA_REQUEST_MESSAGES, DATA_REQUEST_PATHS } from "../../../shared/privacy/privacy-messages.ts";
import { EMAIL_INPUT_ATTRIBUTES } from "../../components/form/email-input.ts";
import { describedBy } from "../../components/form/field-error.tsx";
import { CONTROL_CLASS, FieldShell } from "../../components/form/form-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { showToast } from "../../lib/toast.ts";
import { FormStatus } from "../../components/form/form-status.tsx";
import { FIELDS_BY_TYPE, type DataRequestFieldName as FieldName, type DataRequestOption, type TypedRequestFields } from "./data-request-options.ts";
import { sendDataRequest } from "./send-data-request.ts";

interface DataRequestFormProps {
  option: DataRequestOption;
  /** Shown after the server accepted the request; the page swaps the form for its success panel. */
  onSubmitted: (message: string) => void;
  /** What was typed in the pre-rendered form before the page's code ran, kept when it does. */
  typed?: TypedRequestFields;
}

/**
 * One request type's form. A plain form that posts to the
 * server and gets a page back before (or without) the page's script; once hydrated it checks the
 * fields with the shared schema, shows "Processing...", then the success panel or the error banner.
 */
export function DataRequestForm({ option, onSubmitted, typed = {} }: DataRequestFormProps) {
  const { type } = option;
  const fields = FIELDS_BY_TYPE[type];
  const baseId = useId();
  const ids = { email: `${baseId}-email`, fullName: `${baseId}-name`, reason: `${baseId}-reason`, warning: `${baseId}-warning` };
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstError(fieldErrors: Partial<Record<FieldName, string>>): void {
    const first = fields.find((name) => fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((name) => {
        const value = data.get(name);
        return [name, typeof value === "string" ? value : ""];
      }),
    );
    const { dataRequestErrors } = await import("./data-request-validation.ts");
    const found = dataRequestErrors({ type, ...values });
    if (Object.keys(found).length) {
      setErrors(found);
      setBanner(DATA_REQUEST_MESSAGES.CORRECT_ERRORS);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setBanner(null);
    setSending(true);
    const outcome = await sendDataRequest(type, values);
    setSending(false);
    if (outcome.ok) return onSubmitted(outcome.message);
    if ("fieldErrors" in outcome) {
      setErrors(outcome.fieldErrors);
      setBanner(DATA_REQUEST_MESSAGES.CORRECT_ERRORS);
      focusFirstError(outcome.fieldErrors);
      return;
    }
    setBanner(outcome.error);
    if (outcome.network) showToast(DATA_REQUEST_MESSAGES.NETWORK_TOAST, "error");
  }

  function clearError(name: FieldName): void {
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return (
    <form ref={formRef} method="post" action={DATA_REQUEST_PATHS.plainForm} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <input type="hidden" name="type" value={type} />
      <FormStatus message={banner} />
      <FieldShell id={ids.email} label="Email address" required error={errors.email}>
        <input
          id={ids.email}
          {...EMAIL_INPUT_ATTRIBUTES}
          maxLength={254}
          defaultValue={typed.email}
          onChange={() => clearError("email")}
          className={CONTROL_CLASS}
          {...describedBy(ids.email, errors.email)}
        />
      </FieldShell>
      {fields.includes("fullName") ? (
        <FieldShell id={ids.fullName} label="Full name" required error={errors.fullName}>
          <input
            id={ids.fullName}
            name="fullName"
            type="text"
            autoComplete="name"
            required
            maxLength={50}
            defaultValue={typed.fullName}
            onChange={() => clearError("fullName")}
            className={CONTROL_CLASS}
            {...describedBy(ids.fullName, errors.fullName)}
          />
        </FieldShell>
      ) : null}
      {fields.includes("reason") ? (
        <>
          <FieldShell id={ids.reason} label="Reason for deletion" required error={errors.reason} hint="Between 10 and 200 characters.">
            <textarea
              id={ids.reason}
              name="reason"
              rows={4}
              required
              maxLength={200}
              defaultValue={typed.reason}
              onChange={() => clearError("reason")}
              className={CONTROL_CLASS}
              {...describedBy(ids.reason, errors.reason, "hint")}
            />
          </FieldShell>
          <div id={ids.warning} className="flex gap-3 rounded-sm border border-amber-700/50 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/40 dark:text-amber-100">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong>Warning: </strong>
              {DATA_REQUEST_MESSAGES.DELETE_WARNING}
            </p>
          </div>
        </>
      ) : null}
      <p className="text-sm text-muted-foreground">We will e-mail you a link to confirm the request is yours. Nothing happens until you press the button on the page it opens.</p>
      <Button type="submit" aria-disabled={sending}>
        {sending ? "Processing..." : option.submitLabel}
      </Button>
      <p role="status" className="sr-only">
        {sending ? "Processing..." : ""}
      </p>
    </form>
  );
}

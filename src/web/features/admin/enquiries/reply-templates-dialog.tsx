import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ENQUIRY_REPLY_MESSAGES, REPLY_FILL_IN, REPLY_PLACEHOLDERS, type ReplyTemplate } from "../../../../shared/enquiries/enquiry-replies.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { DialogSaveButtons, StaffDialog } from "../ui/staff-dialog.tsx";
import { StaffField, StaffSelect, StaffTextArea } from "../ui/staff-field.tsx";
import { failureMessage, requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { replyTemplatesQuery, saveReplyTemplate } from "./enquiry-api.ts";

// Owners write the hotel's reply templates (ADR 094); everyone picks from them in an enquiry.

const NEW_TEMPLATE = "new";
const PLACEHOLDER_HELP = `Filled in from the enquiry: ${REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}. Put ${REPLY_FILL_IN} where the answer goes: a reply cannot be sent until it is replaced.`;

/** A template's three fields; a new template's form empties once it is saved, and the list above offers it. */
function TemplateForm({ template, onCancel }: { template: ReplyTemplate | null; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["name", "subject", "body"],
    check: (values) => requireFields(values, { name: "Template name", subject: "Subject", body: "Reply" }),
    send: async (values) => {
      const templates = await saveReplyTemplate({ ...(template ? { id: template.id } : {}), ...values });
      queryClient.setQueryData(replyTemplatesQuery().queryKey, templates);
    },
    successMessage: ENQUIRY_REPLY_MESSAGES.TEMPLATE_SAVED,
  });
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label={template ? `Edit ${template.name}` : "New template"}>
      <StaffField id="template-name" label="Template name" defaultValue={template?.name ?? ""} {...field("name")} />
      <StaffField id="template-subject" label="Subject" defaultValue={template?.subject ?? ""} {...field("subject")} />
      <StaffTextArea id="template-body" label="Reply" rows={12} hint={PLACEHOLDER_HELP} defaultValue={template?.body ?? ""} {...field("body")} />
      <FormStatus message={status} />
      <DialogSaveButtons saving={sending} onCancel={onCancel} />
    </form>
  );
}

/** The templates one at a time: choose one to change it, or start a new one. */
export function ReplyTemplatesDialog({ onClose }: { onClose: () => void }) {
  const templates = useQuery(replyTemplatesQuery());
  const [chosen, setChosen] = useState<string>(NEW_TEMPLATE);
  const list = templates.data ?? [];
  const template = list.find((candidate) => candidate.id === chosen) ?? null;
  return (
    <StaffDialog title="Reply templates" onClose={onClose} wide>
      {templates.isError ? <FormStatus message={failureMessage(templates.error)} /> : null}
      <StaffSelect id="template-choice" label="Template" value={template ? template.id : NEW_TEMPLATE} onChange={(event) => setChosen(event.target.value)}>
        <option value={NEW_TEMPLATE}>New template</option>
        {list.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </StaffSelect>
      <TemplateForm key={template?.id ?? NEW_TEMPLATE} template={template} onCancel={onClose} />
    </StaffDialog>
  );
}


import { useQuery, useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import UserPlus from "lucide-react/icons/user-plus";
import { useMemo, useState } from "react";
import { NEW_PASSWORD_MIN_LENGTH } from "../../../../shared/staff/staff-account-messages.ts";
import type { StaffMember } from "../../../../shared/staff/staff-answers.ts";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type StaffUser } from "../../../../shared/staff/staff-user.ts";
import { emailSchema } from "../../../../shared/validation/email-field.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { EMAIL_ENTRY, type FieldBinding, StaffField, StaffSelect } from "../ui/staff-field.tsx";
import { ActionsHeaderCell, StateBadge, TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";
import { failureMessage, requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { AccountProofFields, missingProof, proofFieldsFor, proofOf, type ProofField } from "./account-proof-fields.tsx";
import { SessionsTable } from "./sessions-table.tsx";
import { type AccountProof, createStaffMember, resetStaffPassword, resetStaffTwoFactor, setStaffDisabled, staffListFilters, staffQuery } from "./staff-account-api.ts";
import { failedOnItsOwn } from "../shell/server-connection.ts";

// Every change here to another member's account asks for the owner's own proof of the person, in
// the form or dialog that makes it (ADR 035): a session alone cannot add an owner or lock anyone out.

// The same rules as one's own new password, said of the other person.
const TEMPORARY_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. Not a common password, and not their name or e-mail address. They choose their own when they first sign in.`;

/** The staff list, shared by this page and the audit trail's filter. */
export function useStaffList() {
  return useQuery(staffQuery());
}

/** Names by account id ("Olive Owner", or the e-mail for an account without a name). */
export function staffNamesOf(staff: readonly StaffMember[] | undefined): ReadonlyMap<string, string> {
  return new Map((staff ?? []).map((member) => [member.id, member.name || member.email]));
}

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The lists a change to an account alters: the staff and everyone's sessions. */
function useRefreshStaffLists(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(staffListFilters.staff());
    void queryClient.invalidateQueries(staffListFilters.sessions());
  };
}

/** The acting owner's own password and code, set apart from the other member's details. */
function OwnerProofFields({
  idPrefix,
  twoFactorOn,
  field,
  className = "space-y-4",
}: {
  idPrefix: string;
  twoFactorOn: boolean;
  field: FieldBinding<ProofField>;
  className?: string;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Confirm it is you</legend>
      <p className="text-sm text-muted-foreground">{twoFactorOn ? "Your own password, and a code from your authenticator app." : "Your own password."}</p>
      <div className={className}>
        <AccountProofFields idPrefix={idPrefix} twoFactorOn={twoFactorOn} field={field} />
      </div>
    </fieldset>
  );
}

function AddStaffForm({ twoFactorOn }: { twoFactorOn: boolean }) {
  const queryClient = useQueryClient();
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["name", "email", "role", "password", ...proofFieldsFor(twoFactorOn)],
    check: (values) => {
      const problems = { ...requireFields(values, { name: "Name", password: "Temporary password" }), ...missingProof(values, twoFactorOn) };
      const email = emailSchema.safeParse(values.email);
      if (!email.success) problems.email = email.error.issues[0]?.message ?? "Please enter a valid email address";
      return problems;
    },
    send: (values) =>
      createStaffMember({
        name: values.name.trim(),
        email: values.email.trim(),
        role: isStaffRole(values.role) ? values.role : "reception",
        password: values.password,
        ...proofOf(values, twoFactorOn),
      }),
    onSuccess: () => void queryClient.invalidateQueries(staffListFilters.staff()),
    successMessage: ({ name }) => `Account created for ${name.trim()}`,
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Add member of staff" className="space-y-5">
      <FormStatus message={status} />
      <div className="grid gap-5 sm:grid-cols-2">
        <StaffField id="new-staff-name" label="Name" autoComplete="off" required {...field("name")} />
        <StaffField id="new-staff-email" label="E-mail" {...EMAIL_ENTRY} autoComplete="off" required {...field("email")} />
        <StaffSelect id="new-staff-role" label="Role" defaultValue="reception" {...field("role")}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </StaffSelect>
        <StaffField id="new-staff-password" label="Temporary password" hint={TEMPORARY_PASSWORD_HINT} type="text" autoComplete="off" spellCheck={false} required {...field("password")} />
      </div>
      <OwnerProofFields idPrefix="new-staff" twoFactorOn={twoFactorOn} field={field} className="grid items-start gap-5 sm:grid-cols-2" />
      <Button type="submit" disabled={sending}>
        <UserPlus aria-hidden="true" />
        {sending ? "Adding..." : "Add member of staff"}
      </Button>
    </form>
  );
}

function ResetPasswordForm({ member, twoFactorOn, onDone }: { member: StaffMember; twoFactorOn: boolean; onDone: () => void }) {
  const refreshStaffLists = useRefreshStaffLists();
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["temporaryPassword", ...proofFieldsFor(twoFactorOn)],
    // The server judges the temporary password as it judges any new one, under "password".
    aliases: { password: "temporaryPassword" },
    check: (values) => ({ ...requireFields(values, { temporaryPassword: "Temporary password" }), ...missingProof(values, twoFactorOn) }),
    send: (values) => resetStaffPassword(member.id, values.temporaryPassword, proofOf(values, twoFactorOn)),
    onSuccess: () => {
      refreshStaffLists();
      onDone();
    },
    successMessage: `Password reset for ${member.name || member.email}`,
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Reset password" className="space-y-4">
      <p className="text-sm">
        {member.name || member.email} is signed out everywhere and must choose a new password when they next sign in. Tell them the
        temporary password in person or by phone.
      </p>
      <FormStatus message={status} />
      <StaffField id="reset-temporary-password" label="Temporary password" hint={TEMPORARY_PASSWORD_HINT} autoComplete="off" spellCheck={false} required {...field("temporaryPassword")} />
      <OwnerProofFields idPrefix="reset-password" twoFactorOn={twoFactorOn} field={field} />
      <Button type="submit" disabled={sending}>
        <KeyRound aria-hidden="true" />
        {sending ? "Resetting..." : "Reset password"}
      </Button>
    </form>
  );
}

interface ConfirmationProps {
  member: StaffMember;
  twoFactorOn: boolean;
  onDone: () => void;
}

/** A change to another member's account with nothing to fill in but the owner's proof: what it does, the proof, then the change or Cancel. */
function ConfirmStaffChange({
  explanation,
  actionLabel,
  twoFactorOn,
  change,
  doneMessage,
  onDone,
}: {
  explanation: string;
  actionLabel: string;
  twoFactorOn: boolean;
  change: (proof: AccountProof) => Promise<void>;
  doneMessage: string;
  onDone: () => void;
}) {
  const refreshStaffLists = useRefreshStaffLists();
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: proofFieldsFor(twoFactorOn),
    check: (values) => missingProof(values, twoFactorOn),
    send: (values) => change(proofOf(values, twoFactorOn)),
    onSuccess: () => {
      refreshStaffLists();
      onDone();
    },
    successMessage: doneMessage,
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={actionLabel} className="space-y-4">
      <p>{explanation}</p>
      <FormStatus message={status} />
      <OwnerProofFields idPrefix="staff-change" twoFactorOn={twoFactorOn} field={field} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {actionLabel}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DisableConfirmation({ member, twoFactorOn, onDone }: ConfirmationProps) {
  const disabling = member.disabledAt === null;
  const who = member.name || member.email;
  return (
    <ConfirmStaffChange
      explanation={
        disabling
          ? `${who} will be signed out everywhere and cannot sign in until an owner enables the account again. Nothing is deleted.`
          : `${who} will be able to sign in again with their password.`
      }
      actionLabel={disabling ? "Disable account" : "Enable account"}
      twoFactorOn={twoFactorOn}
      change={(proof) => setStaffDisabled(member.id, disabling, proof)}
      doneMessage={disabling ? `${who}'s account is disabled` : `${who}'s account is enabled`}
      onDone={onDone}
    />
  );
}

/** A lost phone (ADR 035): the member signs in with their password alone, and sets two-factor up again. */
function ResetTwoFactorConfirmation({ member, twoFactorOn, onDone }: ConfirmationProps) {
  const who = member.name || member.email;
  const after = member.role === "owner" ? "then set it up again before they can continue" : "and may set it up again under Your account";
  return (
    <ConfirmStaffChange
      explanation={`${who} will be signed out everywhere. Their authenticator app and recovery codes stop working: they sign in with their password alone, ${after}. Do this only once you are sure it is them asking.`}
      actionLabel="Reset two-factor sign-in"
      twoFactorOn={twoFactorOn}
      change={(proof) => resetStaffTwoFactor(member.id, proof)}
      doneMessage={`Two-factor sign-in reset for ${who}`}
      onDone={onDone}
    />
  );
}

type StaffAction = { kind: "reset" | "reset-two-factor" | "disable"; member: StaffMember };

function StaffTable({ staff, user, onAction }: { staff: readonly StaffMember[]; user: StaffUser; onAction: (action: StaffAction) => void }) {
  const columns = ["Name", "E-mail", "Role", "Two-factor", "Status", "Password"];
  return (
    <TableRegion caption="Staff accounts">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
          <ActionsHeaderCell />
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => {
          const who = member.name || member.email;
          return (
            <tr key={member.id}>
              <th scope="row" className={`${bodyCellClass} text-left font-medium`}>
                {who}
                {member.id === user.id ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
              </th>
              <td className={bodyCellClass}>{member.email}</td>
              <td className={bodyCellClass}>{STAFF_ROLE_LABELS[member.role]}</td>
              <td className={bodyCellClass}>{member.totpEnabledAt ? <StateBadge tone="good">On</StateBadge> : <StateBadge tone="muted">Off</StateBadge>}</td>
              <td className={bodyCellClass}>{member.disabledAt ? <StateBadge tone="warn">Disabled</StateBadge> : <StateBadge tone="good">Active</StateBadge>}</td>
              <td className={bodyCellClass}>{member.mustChangePassword ? "Must change" : "Chosen"}</td>
              <td className={`${bodyCellClass} whitespace-nowrap`}>
                {/* One's own account changes under Your account, with one's own proof (ADR 035). */}
                {member.id === user.id ? null : (
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" onClick={() => onAction({ kind: "reset", member })}>
                      Reset password<span className="sr-only"> for {who}</span>
                    </Button>
                    {member.totpEnabledAt ? (
                      <Button variant="outline" size="sm" onClick={() => onAction({ kind: "reset-two-factor", member })}>
                        Reset two-factor<span className="sr-only"> for {who}</span>
                      </Button>
                    ) : null}
                    <Button variant="outline" size="sm" onClick={() => onAction({ kind: "disable", member })}>
                      {member.disabledAt ? "Enable" : "Disable"}
                      <span className="sr-only"> {who}</span>
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}

/** The Staff tab (owners; ADR 013): accounts, a new one, resets, disabling, everyone's sessions. */
export function StaffMembersPage({ user }: { user: StaffUser }) {
  const staff = useStaffList();
  const [action, setAction] = useState<StaffAction | null>(null);
  const names = useMemo(() => staffNamesOf(staff.data), [staff.data]);
  const close = () => setAction(null);
  const actionWho = action ? action.member.name || action.member.email : "";
  // Owners always have two-factor sign-in (an owner without it is held at its set-up).
  const twoFactorOn = user.totpEnabledAt !== null;

  return (
    <div className="space-y-8">
      <PageTitle>Staff</PageTitle>
      <PanelSection id="staff-accounts" heading="Accounts">
        {staff.isPending ? <p role="status">Loading staff...</p> : null}
        {failedOnItsOwn(staff) ? <FormStatus message={failureMessage(staff.error)} /> : null}
        {staff.data ? <StaffTable staff={staff.data} user={user} onAction={setAction} /> : null}
      </PanelSection>
      <PanelSection id="staff-add" heading="Add member of staff">
        <AddStaffForm twoFactorOn={twoFactorOn} />
      </PanelSection>
      <PanelSection id="staff-sessions" heading="Who is signed in">
        <SessionsTable everyone staffNames={names} caption="Everyone's sessions" />
      </PanelSection>
      {action?.kind === "reset" ? (
        <StaffDialog title={`Reset password for ${actionWho}`} onClose={close}>
          <ResetPasswordForm member={action.member} twoFactorOn={twoFactorOn} onDone={close} />
        </StaffDialog>
      ) : null}
      {action?.kind === "reset-two-factor" ? (
        <StaffDialog title={`Reset two-factor sign-in for ${actionWho}?`} onClose={close}>
          <ResetTwoFactorConfirmation member={action.member} twoFactorOn={twoFactorOn} onDone={close} />
        </StaffDialog>
      ) : null}
      {action?.kind === "disable" ? (
        <StaffDialog title={`${action.member.disabledAt ? "Enable" : "Disable"} ${actionWho}'s account?`} onClose={close}>
          <DisableConfirmation member={action.member} twoFactorOn={twoFactorOn} onDone={close} />
        </StaffDialog>
      ) : null}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import UserPlus from "lucide-react/icons/user-plus";
import { useMemo, useState } from "react";
import { NEW_PASSWORD_MIN_LENGTH } from "../../../../shared/staff/staff-account-messages.ts";
import type { StaffMember } from "../../../../shared/staff/staff-answers.ts";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, type StaffUser } from "../../../../shared/staff/staff-user.ts";
import { emailSchema } from "../../../../shared/validation/email-field.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import { PageTitle, PanelSection } from "../ui/panel-section.tsx";
import { StaffDialog } from "../ui/staff-dialog.tsx";
import { StaffField, StaffSelect } from "../ui/staff-field.tsx";
import { StateBadge, TableRegion, bodyCellClass, headerCellClass } from "../ui/table-region.tsx";
import { failureMessage, requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { SessionsTable } from "./sessions-table.tsx";
import { STAFF_QUERY_KEYS, createStaffMember, fetchStaff, resetStaffPassword, resetStaffTwoFactor, setStaffDisabled } from "./staff-account-api.ts";

// The same rules as one's own new password, said of the other person.
const TEMPORARY_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. Not a common password, and not their name or e-mail address. They choose their own when they first sign in.`;

/** The staff list, shared by this page and the audit trail's filter. */
export function useStaffList() {
  return useQuery({ queryKey: STAFF_QUERY_KEYS.staff, queryFn: ({ signal }) => fetchStaff(signal) });
}

/** Names by account id ("Olive Owner", or the e-mail for an account without a name). */
export function staffNamesOf(staff: readonly StaffMember[] | undefined): ReadonlyMap<string, string> {
  return new Map((staff ?? []).map((member) => [member.id, member.name || member.email]));
}

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

function AddStaffForm() {
  const queryClient = useQueryClient();
  const { errors, status, sending, clearError, submit, formRef } = useStaffForm({
    fields: ["name", "email", "role", "password"] as const,
    check: (values) => {
      const problems = requireFields(values, { name: "Name", password: "Temporary password" });
      const email = emailSchema.safeParse(values.email);
      if (!email.success) problems.email = email.error.issues[0]?.message ?? "Please enter a valid email address";
      return problems;
    },
    send: ({ name, email, role, password }) => createStaffMember({ name: name.trim(), email: email.trim(), role: isStaffRole(role) ? role : "reception", password }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEYS.staff }),
    successMessage: ({ name }) => `Account created for ${name.trim()}`,
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Add member of staff" className="space-y-5">
      <FormAlert message={status} />
      <div className="grid gap-5 sm:grid-cols-2">
        <StaffField id="new-staff-name" name="name" label="Name" autoComplete="off" required error={errors.name} onChange={() => clearError("name")} />
        <StaffField
          id="new-staff-email"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email}
          onChange={() => clearError("email")}
        />
        <StaffSelect id="new-staff-role" name="role" label="Role" defaultValue="reception" error={errors.role} onChange={() => clearError("role")}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </StaffSelect>
        <StaffField
          id="new-staff-password"
          name="password"
          label="Temporary password"
          hint={TEMPORARY_PASSWORD_HINT}
          type="text"
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.password}
          onChange={() => clearError("password")}
        />
      </div>
      <Button type="submit" disabled={sending}>
        <UserPlus aria-hidden="true" />
        {sending ? "Adding..." : "Add member of staff"}
      </Button>
    </form>
  );
}

function ResetPasswordForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { errors, status, sending, clearError, submit, formRef } = useStaffForm({
    fields: ["temporaryPassword"] as const,
    // The server judges the temporary password as it judges any new one, under "password".
    aliases: { password: "temporaryPassword" },
    check: (values) => requireFields(values, { temporaryPassword: "Temporary password" }),
    send: ({ temporaryPassword }) => resetStaffPassword(member.id, temporaryPassword),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEYS.staff });
      void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEYS.allSessions });
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
      <FormAlert message={status} />
      <StaffField
        id="reset-temporary-password"
        name="temporaryPassword"
        label="Temporary password"
        hint={TEMPORARY_PASSWORD_HINT}
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.temporaryPassword}
        onChange={() => clearError("temporaryPassword")}
      />
      <Button type="submit" disabled={sending}>
        <KeyRound aria-hidden="true" />
        {sending ? "Resetting..." : "Reset password"}
      </Button>
    </form>
  );
}

/** A change to another member's account that needs only a second look: what it does, then Yes or Cancel. */
function ConfirmStaffChange({ explanation, actionLabel, change, doneMessage, onDone }: { explanation: string; actionLabel: string; change: () => Promise<void>; doneMessage: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: () => {
      showToast(doneMessage, "success");
      void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEYS.staff });
      void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEYS.allSessions });
      onDone();
    },
  });
  return (
    <>
      <p>{explanation}</p>
      <FormAlert message={mutation.error ? failureMessage(mutation.error) : null} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          {actionLabel}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </>
  );
}

function DisableConfirmation({ member, onDone }: { member: StaffMember; onDone: () => void }) {
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
      change={() => setStaffDisabled(member.id, disabling)}
      doneMessage={disabling ? `${who}'s account is disabled` : `${who}'s account is enabled`}
      onDone={onDone}
    />
  );
}

/** A lost phone (decision 23): the member signs in with their password alone, and sets two-factor up again. */
function ResetTwoFactorConfirmation({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const who = member.name || member.email;
  const after = member.role === "owner" ? "then set it up again before they can continue" : "and may set it up again under Your account";
  return (
    <ConfirmStaffChange
      explanation={`${who} will be signed out everywhere. Their authenticator app and recovery codes stop working: they sign in with their password alone, ${after}. Do this only once you are sure it is them asking.`}
      actionLabel="Reset two-factor sign-in"
      change={() => resetStaffTwoFactor(member.id)}
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
          <th scope="col" className={headerCellClass}>
            <span className="sr-only">Actions</span>
          </th>
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
                {/* One's own account changes under Your account, with one's own proof (decision 23). */}
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

/** The Staff tab (owners; DESIGN decision 16): accounts, a new one, resets, disabling, everyone's sessions. */
export function StaffMembersPage({ user }: { user: StaffUser }) {
  const staff = useStaffList();
  const [action, setAction] = useState<StaffAction | null>(null);
  const names = useMemo(() => staffNamesOf(staff.data), [staff.data]);
  const close = () => setAction(null);
  const actionWho = action ? action.member.name || action.member.email : "";

  return (
    <div className="space-y-8">
      <PageTitle>Staff</PageTitle>
      <PanelSection id="staff-accounts" heading="Accounts">
        {staff.isPending ? <p role="status">Loading staff...</p> : null}
        {staff.isError ? <FormAlert message={failureMessage(staff.error)} /> : null}
        {staff.data ? <StaffTable staff={staff.data} user={user} onAction={setAction} /> : null}
      </PanelSection>
      <PanelSection id="staff-add" heading="Add member of staff">
        <AddStaffForm />
      </PanelSection>
      <PanelSection id="staff-sessions" heading="Who is signed in">
        <SessionsTable everyone staffNames={names} caption="Everyone's sessions" />
      </PanelSection>
      {action?.kind === "reset" ? (
        <StaffDialog title={`Reset password for ${actionWho}`} onClose={close}>
          <ResetPasswordForm member={action.member} onDone={close} />
        </StaffDialog>
      ) : null}
      {action?.kind === "reset-two-factor" ? (
        <StaffDialog title={`Reset two-factor sign-in for ${actionWho}?`} onClose={close}>
          <ResetTwoFactorConfirmation member={action.member} onDone={close} />
        </StaffDialog>
      ) : null}
      {action?.kind === "disable" ? (
        <StaffDialog title={`${action.member.disabledAt ? "Enable" : "Disable"} ${actionWho}'s account?`} onClose={close}>
          <DisableConfirmation member={action.member} onDone={close} />
        </StaffDialog>
      ) : null}
    </div>
  );
}

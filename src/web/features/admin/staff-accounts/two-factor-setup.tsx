import { useQueryClient } from "@tanstack/react-query";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect, useRef, useState } from "react";
import type { TwoFactorSetup as PendingSecret } from "../../../../shared/staff/staff-answers.ts";
import type { StaffUser } from "../../../../shared/staff/staff-user.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { staffSessionKey } from "../sign-in/staff-api.ts";
import { FormStatus } from "../../../components/form/form-status.tsx";
import { CODE_ENTRY, StaffField } from "../ui/staff-field.tsx";
import { requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { AccountProofFields, missingProof, proofFieldsFor, proofOf } from "./account-proof-fields.tsx";
import { beginTwoFactor, confirmTwoFactor, staffListFilters } from "./staff-account-api.ts";

/**
 * The server's QR code as an image. It is an SVG document made by the server; as an <img> it
 * cannot run script or reach the page, which putting its markup into the page could.
 */
export function qrCodeImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The set-up begun, with the password it was begun with: the server asks for it again at the change itself. */
interface Begun {
  pending: PendingSecret;
  currentPassword: string;
}

function ConfirmCodeForm({ currentPassword, onConfirmed }: { currentPassword: string; onConfirmed: (codes: string[]) => void }) {
  const codes = useRef<string[]>([]);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: ["code"] as const,
    check: (values) => requireFields(values, { code: "Code" }),
    send: async ({ code }) => {
      codes.current = await confirmTwoFactor({ code: code.trim(), currentPassword });
    },
    onSuccess: () => onConfirmed(codes.current),
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Confirm two-factor sign-in" className="max-w-xs space-y-4">
      <FormStatus message={status} />
      <StaffField id="two-factor-code" label="Code from the app" hint="The 6 digits your authenticator app shows now." inputMode="numeric" {...CODE_ENTRY} required {...field("code")} />
      <Button type="submit" disabled={sending}>
        <ShieldCheck aria-hidden="true" />
        {sending ? "Checking..." : "Turn on two-factor sign-in"}
      </Button>
    </form>
  );
}

function ScanStep({ begun: { pending, currentPassword }, onConfirmed }: { begun: Begun; onConfirmed: (codes: string[]) => void }) {
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan the QR code, or type in the key under it.</li>
        <li>Enter the code the app shows, to prove it works.</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {/* A white ground in both themes: scanners read dark modules on light. */}
        <img
          src={qrCodeImageSource(pending.qrCodeSvg)}
          alt="QR code for two-factor sign-in: scan it with your authenticator app"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-sm border border-border bg-white p-2"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium">Cannot scan it? Type in this key:</p>
          <p>
            <code className="rounded-sm bg-muted px-2 py-1 font-mono text-base tracking-wider break-all select-all">{pending.secret}</code>
          </p>
          <p className="text-sm text-muted-foreground">Choose a time-based key if the app asks.</p>
        </div>
      </div>
      <ConfirmCodeForm currentPassword={currentPassword} onConfirmed={onConfirmed} />
    </div>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      showToast("Recovery codes copied", "success");
    } catch {
      showToast("The codes could not be copied: select them and copy them yourself", "error");
    }
  }

  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h3 id="recovery-codes-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="max-w-prose text-sm">
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. They are shown only now: copy
        them into your password manager or print them, and keep them safe.
      </p>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 rounded-sm border border-border bg-muted p-4 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button onClick={onSaved}>
          <Check aria-hidden="true" />I have saved them
        </Button>
      </div>
    </section>
  );
}

/**
 * The first step: proof of the person (ADR 035), the current password and, when moving to a
 * new phone, a current code from the old one. The password is kept in memory for the next step.
 */
function BeginForm({ replacing, onBegun }: { replacing: boolean; onBegun: (begun: Begun) => void }) {
  const begun = useRef<Begun | null>(null);
  const { status, sending, field, submit, formRef } = useStaffForm({
    fields: proofFieldsFor(replacing),
    check: (values) => missingProof(values, replacing),
    send: async (values) => {
      const proof = proofOf(values, replacing);
      begun.current = { pending: await beginTwoFactor(proof), currentPassword: proof.currentPassword };
    },
    onSuccess: () => {
      if (begun.current) onBegun(begun.current);
    },
  });
  const action = replacing ? "Set up on a new phone" : "Set up two-factor sign-in";
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={action} className="max-w-md space-y-4">
      <FormStatus message={status} />
      <p className="max-w-prose text-sm">
        {replacing
          ? "A new phone, or a new authenticator app: confirm it is you, then scan the new QR code. Your current app works until the new one is confirmed."
          : "With two-factor sign-in, signing in asks for a code from an app on your phone as well as your password, so a stolen password alone is not enough. Confirm it is you to begin."}
      </p>
      <AccountProofFields idPrefix={replacing ? "two-factor-move" : "two-factor-begin"} twoFactorOn={replacing} field={field} />
      <Button type="submit" disabled={sending}>
        <ShieldCheck aria-hidden="true" />
        {sending ? "Starting..." : action}
      </Button>
    </form>
  );
}

/**
 * Two-factor set-up (ADR 013), or moving it to a new phone: proof of the person, then the server's
 * pending secret as a QR code and as text, confirmed with a first code, then the ten recovery codes
 * once. Confirming signs the account out everywhere else. The session is read again only after "I
 * have saved them", so a hold that waits for two-factor lifts after the codes have been seen.
 */
export function TwoFactorSetup({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [begun, setBegun] = useState<Begun | null>(null);

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={() => {
          setRecoveryCodes(null);
          setBegun(null);
          void queryClient.invalidateQueries({ queryKey: staffSessionKey() });
          void queryClient.invalidateQueries(staffListFilters.sessions());
        }}
      />
    );
  }
  if (begun) return <ScanStep begun={begun} onConfirmed={setRecoveryCodes} />;
  return <BeginForm replacing={user.totpEnabledAt !== null} onBegun={setBegun} />;
}

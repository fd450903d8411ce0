import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TwoFactorSetup as PendingSecret } from "../../../../shared/staff/staff-answers.ts";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../lib/toast.ts";
import { STAFF_SESSION_QUERY_KEY } from "../sign-in/staff-api.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import { StaffField } from "../ui/staff-field.tsx";
import { failureMessage, requireFields, useStaffForm } from "../ui/use-staff-form.ts";
import { beginTwoFactor, confirmTwoFactor } from "./staff-account-api.ts";

/**
 * The server's QR code as an image. It is an SVG document made by the server; as an <img> it
 * cannot run script or reach the page, which putting its markup into the page could.
 */
export function qrCodeImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function ConfirmCodeForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const codes = useRef<string[]>([]);
  const { errors, status, sending, clearError, submit, formRef } = useStaffForm({
    fields: ["code"] as const,
    check: (values) => requireFields(values, { code: "Code" }),
    send: async ({ code }) => {
      codes.current = await confirmTwoFactor(code.trim());
    },
    onSuccess: () => onConfirmed(codes.current),
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Confirm two-factor sign-in" className="max-w-xs space-y-4">
      <FormAlert message={status} />
      <StaffField
        id="two-factor-code"
        name="code"
        label="Code from the app"
        hint="The 6 digits your authenticator app shows now."
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.code}
        onChange={() => clearError("code")}
      />
      <Button type="submit" disabled={sending}>
        <ShieldCheck aria-hidden="true" />
        {sending ? "Checking..." : "Turn on two-factor sign-in"}
      </Button>
    </form>
  );
}

function ScanStep({ pending, onConfirmed }: { pending: PendingSecret; onConfirmed: (codes: string[]) => void }) {
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
      <ConfirmCodeForm onConfirmed={onConfirmed} />
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
 * Two-factor set-up (ADR 013): ask the server for a pending secret, show it as a QR code and as
 * text, confirm it with a first code, then show the ten recovery codes once. The session is read
 * again only after "I have saved them", so a hold that waits for two-factor lifts after the codes
 * have been seen, not before.
 */
export function TwoFactorSetup() {
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const begin = useMutation({ mutationFn: beginTwoFactor });

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={() => {
          setRecoveryCodes(null);
          void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
        }}
      />
    );
  }
  if (begin.data) return <ScanStep pending={begin.data} onConfirmed={setRecoveryCodes} />;
  return (
    <div className="space-y-4">
      <FormAlert message={begin.error ? failureMessage(begin.error) : null} />
      <p className="max-w-prose text-sm">
        With two-factor sign-in, signing in asks for a code from an app on your phone as well as your password, so a stolen password alone
        is not enough.
      </p>
      <Button onClick={() => begin.mutate()} disabled={begin.isPending}>
        <ShieldCheck aria-hidden="true" />
        {begin.isPending ? "Starting..." : "Set up two-factor sign-in"}
      </Button>
    </div>
  );
}

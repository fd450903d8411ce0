import { Lock } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Ornament } from "../../components/ui/ornament.tsx";

/** Staff sign-in (spec 2.6). Layout only for now: signing in arrives with the session API. */
export default function AdminLoginPage() {
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    // Never let the browser send the password in a URL.
    event.preventDefault();
  }

  return (
    <div className="w-full max-w-md rounded-sm border border-border bg-surface p-8 shadow-sm sm:p-10">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Lock aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-4 text-3xl font-semibold">Staff sign in</h1>
        <Ornament className="mt-4" />
      </div>
      <form method="post" noValidate onSubmit={handleSubmit} className="mt-8 space-y-5">
        <div className="space-y-2">
          <Label htmlFor="admin-email">Email</Label>
          <Input id="admin-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="space-y-2">
          <Label htmlFor="admin-password">Password</Label>
          <Input id="admin-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <Button type="submit" size="lg" className="w-full">
          Sign in
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">Forgot your password? Contact the system administrator.</p>
    </div>
  );
}

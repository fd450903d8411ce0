import type { LucideIcon } from "lucide-react";
import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn.ts";
import {
  readThemePreference,
  setThemePreference,
  subscribeToThemePreference,
  type ThemePreference,
} from "../../lib/theme.ts";

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; Icon: LucideIcon }> = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

// The pre-rendered HTML cannot know the stored choice; it shows "system", and the islands entry
// marks the stored choice pressed as soon as it runs (showThemeChoice), long before this island
// wakes on a touch (ADR 044); the colours themselves are already right, set before paint. The
// pressed look follows aria-pressed alone, so that mark is all it takes.
const serverSnapshot = (): ThemePreference => "system";

interface ThemeSwitchProps {
  className?: string;
  /** Show the words next to the icons (mobile menu); otherwise icons with hidden labels. */
  showLabels?: boolean;
}

/** Light / dark / system choice, kept in localStorage. */
export function ThemeSwitch({ className, showLabels = false }: ThemeSwitchProps) {
  const preference = useSyncExternalStore(subscribeToThemePreference, readThemePreference, serverSnapshot);
  return (
    <div role="group" aria-label="Colour theme" className={cn("inline-flex items-center gap-0.5 rounded-full border border-current/25 p-0.5", className)}>
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={preference === value}
          data-theme-choice={value}
          title={`${label} theme`}
          onClick={() => setThemePreference(value)}
          className={cn(
            "inline-flex min-w-7 items-center justify-center gap-1.5 rounded-full font-medium transition-colors",
            "not-aria-pressed:opacity-85 not-aria-pressed:hover:opacity-100 aria-pressed:bg-gold aria-pressed:text-gold-foreground",
            showLabels ? "min-h-9 px-3 text-sm" : "min-h-7 px-1.5 text-xs",
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className={showLabels ? undefined : "sr-only"}>{label}</span>
        </button>
      ))}
    </div>
  );
}

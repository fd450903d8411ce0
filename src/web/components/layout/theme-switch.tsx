import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
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

// The pre-rendered HTML cannot know the stored choice; it shows "system" and the real choice
// appears right after hydration (the colours themselves are already right, set before paint).
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
          title={`${label} theme`}
          onClick={() => setThemePreference(value)}
          className={cn(
            "inline-flex min-h-7 min-w-7 items-center justify-center gap-1.5 rounded-full px-1.5 text-xs font-medium transition-colors",
            showLabels && "min-h-9 px-3 text-sm",
            preference === value ? "bg-gold text-gold-foreground" : "opacity-85 hover:opacity-100",
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className={showLabels ? undefined : "sr-only"}>{label}</span>
        </button>
      ))}
    </div>
  );
}

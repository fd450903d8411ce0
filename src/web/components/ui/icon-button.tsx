import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "./button.tsx";

type IconButtonProps = Omit<ButtonProps, "children" | "size" | "shape"> & {
  /** What the button does, spoken by screen readers (the icon is decorative). */
  label: string;
  icon: LucideIcon;
};

/** A round button that shows only an icon and carries its label for assistive technology. */
export function IconButton({ label, icon: Icon, variant = "outline", className, ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" shape="round" className={className} {...props}>
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

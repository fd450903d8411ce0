import type { ComponentProps } from "react";
import { Button } from "../ui/button.tsx";

/**
 * Every consent action looks the same: one variant, one size, one weight. Refusing is exactly as
 * easy and as visible as accepting (ICO guidance on cookie banners: no nudging).
 */
export function ConsentButton(props: Omit<ComponentProps<"button">, "className">) {
  return <Button variant="outline" size={null} wrap className="min-h-11 h-full w-full px-2 text-sm leading-tight" {...props} />;
}

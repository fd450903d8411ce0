/** Exits with a message when `binary` is missing and cannot be installed here (ensure-debian-package.mjs). */
export function ensureDebianPackage(tool: { binary: string; packageName: string; pathVariable: string }): void;

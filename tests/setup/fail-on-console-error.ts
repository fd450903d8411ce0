import { afterEach, beforeEach, vi } from "vitest";

// A test during which something logs console.error has hidden a failure: fail it.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length) throw new Error(`console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
});

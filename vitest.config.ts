import { defineConfig } from "vitest/config";

const INTEGRATION = {
  include: ["tests/integration/**/*.test.ts"],
  environment: "node" as const,
  globalSetup: ["tests/setup/template-database.ts"],
  setupFiles: ["tests/setup/fail-on-console-error.ts"],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};
/** Integration files that call vi.mock, which must not reach the other files' shared modules. */
const MOCKING_A_MODULE = ["tests/integration/staff/sign-in.test.ts"];

export default defineConfig({
  test: {
    // Integration files each open their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          // The reception desk app: its main process with `electron` mocked, and its packing.
          name: "desktop",
          include: ["tests/desktop/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 180_000,
        },
      },
      {
        test: {
          // The files share each worker's modules (no fresh module graph per file: about a third
          // less time); each opens its own database, so only a module mock could leak between them.
          ...INTEGRATION,
          name: "integration",
          exclude: MOCKING_A_MODULE,
          isolate: false,
        },
      },
      {
        // Files that mock a module (vi.mock) get modules of their own.
        test: { ...INTEGRATION, name: "integration-mocks", include: MOCKING_A_MODULE },
      },
    ],
  },
});

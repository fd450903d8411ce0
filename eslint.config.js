import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "src/server/db/generated/**", "test-results/**", "playwright-report/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs"] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/only-throw-error": "off",
      // Fastify plugins and hooks are async by contract, awaited or not.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The boundaries between the layers (ADR 012). The regexes match the import as written, so they
  // take any number of "../" and the folder right after them: that folder is the layer imported.
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^((\\.\\./)+(src/)?(server|web)|@web)(/|$)",
              message: "src/shared runs on both the server and in the browser, so it imports nothing from src/server or src/web (ADR 012 Boundaries, docs/decisions/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(src/)?server(/|$)",
              allowTypeImports: true,
              message: "src/web is shipped to the browser, so it takes only types from src/server, with `import type`, never its code (ADR 012 Boundaries, docs/decisions/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@trpc/|@fastify/|(fastify|fastify-plugin)(/|$))",
              message: "Services do not depend on the web framework, so they import no tRPC or Fastify; a logger comes in as services/core/logger.ts's Logger (ADR 012 Boundaries, docs/decisions/).",
            },
            {
              regex: "^(\\.\\./)+(server/)?(trpc|rest|plugins)(/|$)",
              message: "Services are called by src/server/trpc, rest and plugins, so they import nothing from them (ADR 012 Boundaries, docs/decisions/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/integrations/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(server/)?(services|trpc|rest|plugins)(/|$)",
              message: "Integrations are clients of outside systems that the services build on, so they import nothing from src/server/services, trpc, rest or plugins (ADR 012 Boundaries, docs/decisions/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);

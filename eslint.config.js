import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const WEB_SERVER = "^(\\.\\./)+(src/)?server";
const APP_ROUTER = `${WEB_SERVER}/trpc/app-router(\\.ts)?$`;

/** src/web takes one thing from the server: the tRPC router's type, with `import type`. */
const WEB_TO_SERVER = [
  {
    regex: `${WEB_SERVER}(/(?!trpc/app-router(\\.ts)?$)|$)`,
    message: "src/web is shipped to the browser, so it imports nothing from src/server but the tRPC router's type (`import type { AppRouter } from \".../server/trpc/app-router.ts\"`); shared types live in src/shared (ADR 012 Boundaries, docs/decisions/).",
  },
  {
    regex: APP_ROUTER,
    allowTypeImports: true,
    message: "src/web is shipped to the browser, so it takes the tRPC router's type with `import type`, never the router's code (ADR 012 Boundaries, docs/decisions/).",
  },
  {
    regex: APP_ROUTER,
    allowImportNames: ["AppRouter"],
    message: "src/web takes only the type AppRouter from the server's app-router.ts (ADR 012 Boundaries, docs/decisions/).",
  },
];

/** tailwind-merge is for the build's class check only (scripts/prerender/class-conflicts.mjs): cn is a plain join. */
const TAILWIND_MERGE = {
  regex: "^tailwind-merge(/|$)",
  message: "tailwind-merge is a devDependency of the build's class check (scripts/prerender/class-conflicts.mjs) and never ships to the browser: cn is a plain join, and a component's className only adds classes it does not set itself; what a caller may change is a prop or a variant (ADR 048, docs/decisions/).",
};

/**
 * Icons come one by one (`lucide-react/icons/menu`): lucide's index imports every icon, so through
 * it the bundler cannot tell which island uses which, and the islands' chunk groups would guess
 * (scripts/build/island-chunks.ts, ADR 051). Its types may still come from the index.
 */
const LUCIDE_INDEX = {
  regex: "^lucide-react$",
  allowTypeImports: true,
  message: "Import each icon from its own module, e.g. `import Menu from \"lucide-react/icons/menu\"`: through lucide's index the build cannot tell which island uses which icon (ADR 051, docs/decisions/). Types such as LucideIcon may come from \"lucide-react\" with `import type`.",
};

/** Public pages, features, components and lib never pull in the staff area (it would ship to every guest). */
const PUBLIC_TO_ADMIN = {
  regex: "^(@web/|(\\.\\.?/)+)(features/)?admin(/|$)",
  message: "Only src/web/staff-routes.tsx loads the staff area, lazily; anything else importing src/web/features/admin would ship admin code to every guest. Move what both need to src/web/components, src/web/lib or src/shared (ADR 012 Boundaries, docs/decisions/).",
};

/** no-restricted-imports does not see `import()`: the same boundary for a lazy import. */
const PUBLIC_TO_ADMIN_LAZILY = {
  selector: "ImportExpression[source.value=/^(@web\\u002F|(\\.\\.?\\u002F)+)(features\\u002F)?admin(\\u002F|$)/]",
  message: PUBLIC_TO_ADMIN.message,
};

/** Components are the building blocks features are made of, so they import no feature. */
const COMPONENTS_TO_FEATURES = {
  regex: "^(@web/|(\\.\\./)+)features(/|$)",
  message: "src/web/components are building blocks that features use, so they import nothing from src/web/features; move what a component needs to components, lib or src/shared (ADR 012 Boundaries, docs/decisions/).",
};

/** The numbering plan's metadata stays on the server: shared code and src/web reach the browser. */
const PHONE_METADATA = {
  regex: "^libphonenumber-js(/|$)",
  message: "libphonenumber-js carries the numbering plan's metadata (about 28 KB gzipped), so only src/server imports it: the shared schemas check the spec's phone rule and src/server/trpc/e164-phone.ts reads the number as E.164 (ADR 047, docs/decisions/).",
};

/** src/shared runs on the server and in the browser alike. */
const SHARED_TO_SERVER_OR_WEB = {
  regex: "^((\\.\\./)+(src/)?(server|web)|@web)(/|$)",
  message: "src/shared runs on both the server and in the browser, so it imports nothing from src/server or src/web (ADR 012 Boundaries, docs/decisions/).",
};

/** zod's classic API, by each specifier that loads it: "zod", "zod/v4", and zod 3's "zod/v3". */
const CLASSIC_ZOD = {
  regex: "^zod(/v4|/v3)?$",
  message: "Public pages' islands load this module, so it uses zod/mini (`import { z } from \"zod/mini\"`; types and instanceof checks from \"zod/v4/core\"), never zod's classic API, whose methods no bundler can drop: it put 8.5 KB gzipped more on every form page (ADR 050, docs/decisions/).",
};

/**
 * The shared modules the public pages' form islands load (ADR 050): the validation building blocks
 * and each public form's schema. The staff side's schemas and the server keep classic zod.
 */
const PUBLIC_FORM_SCHEMAS = [
  "src/shared/validation/**",
  "src/shared/addons/addon-booking.ts",
  "src/shared/addons/addon-fields.ts",
  "src/shared/enquiries/contact-enquiry.ts",
  "src/shared/enquiries/event-enquiry.ts",
  "src/shared/privacy/data-request.ts",
  "src/shared/rooms/room-stay.ts",
  "src/shared/rooms/room-type-field.ts",
  "src/shared/rooms/stay-search-request.ts",
];

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
  // A file matched by two of these blocks gets the later block's list (flat config replaces a rule's
  // options), so each block below repeats the patterns of the wider ones before it.
  {
    files: ["src/shared/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [SHARED_TO_SERVER_OR_WEB, PHONE_METADATA, TAILWIND_MERGE] }] },
  },
  {
    files: PUBLIC_FORM_SCHEMAS,
    rules: { "no-restricted-imports": ["error", { patterns: [SHARED_TO_SERVER_OR_WEB, PHONE_METADATA, TAILWIND_MERGE, CLASSIC_ZOD] }] },
  },
  {
    files: ["src/desktop/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^((\\.\\./)+(src/)?(server|web)|@web)(/|$)",
              message: "The desk app talks to the server over HTTP and shows its own pages, so src/desktop imports nothing from src/server or src/web; what both need lives in src/shared (ADR 012 Boundaries, docs/decisions/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...WEB_TO_SERVER, PHONE_METADATA, TAILWIND_MERGE, LUCIDE_INDEX] }] },
  },
  {
    files: ["src/web/**"],
    ignores: ["src/web/features/admin/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...WEB_TO_SERVER, PHONE_METADATA, TAILWIND_MERGE, LUCIDE_INDEX, PUBLIC_TO_ADMIN, CLASSIC_ZOD] }],
      "no-restricted-syntax": ["error", PUBLIC_TO_ADMIN_LAZILY],
    },
  },
  {
    // The one door into the staff area: its route table loads it lazily, as its own chunk.
    files: ["src/web/staff-routes.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["src/web/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...WEB_TO_SERVER, PHONE_METADATA, TAILWIND_MERGE, LUCIDE_INDEX, PUBLIC_TO_ADMIN, CLASSIC_ZOD, COMPONENTS_TO_FEATURES] }] },
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

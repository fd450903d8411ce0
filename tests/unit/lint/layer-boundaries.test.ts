import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer boundaries of ADR 012 are lint rules (eslint.config.js). These tests feed imports to
// ESLint through its Node API, as `npx eslint .` would see them in a file at that place in the
// tree, and check that each refused import is refused and each allowed one passes, so a rule that
// is removed, or that grows too wide, fails here. The path alone picks the config, so the probe
// files need not exist; type information (which these rules do not use, and which needs the file
// in the TypeScript project) is switched off as the config does for plain .js files, which also
// keeps the test fast. Each place is linted once, all its imports in one snippet.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BOUNDARY_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

interface Place {
  /** Where the snippet is linted, relative to the repository root. */
  file: string;
  refused: string[];
  allowed: string[];
}

const PLACES: Record<string, Place> = {
  "src/desktop imports nothing of src/server or src/web": {
    file: "src/desktop/boundary-probe.ts",
    refused: [
      'import { buildApp } from "../server/app.ts";',
      'import type { AppRouter } from "../server/trpc/app-router.ts";',
      'import { cn } from "../web/lib/cn.ts";',
      'import { theme } from "@web/lib/theme.ts";',
    ],
    allowed: ['import { DESK_CHANNELS } from "../shared/desktop/desk-bridge.ts";', 'import { app } from "electron";'],
  },
  "src/web/components import no feature": {
    file: "src/web/components/layout/boundary-probe.tsx",
    refused: ['import { CookieBanner } from "../../features/consent/cookie-banner.tsx";', 'import { RoomCard } from "@web/features/rooms/room-card.tsx";'],
    allowed: ['import { cn } from "../../lib/cn.ts";', 'import { Button } from "../ui/button.tsx";', 'import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";'],
  },
  "a public feature imports nothing of features/admin, not even lazily": {
    file: "src/web/features/rooms/boundary-probe.tsx",
    refused: [
      'import { AdminLayout } from "../admin/admin-layout.tsx";',
      'import type { AdminTab } from "../../features/admin/admin-tabs.ts";',
      'import { StaffTable } from "@web/features/admin/staff-table.tsx";',
      'export const loadAdmin = () => import("../admin/admin-layout.tsx");',
    ],
    allowed: ['import { HoneypotField } from "../enquiries/honeypot-field.tsx";', 'export const loadPage = () => import("../enquiries/enquiry-form.tsx");'],
  },
  "the public route table (pre-render) imports nothing of features/admin, not even lazily": {
    file: "src/web/routes.tsx",
    refused: ['import { AdminLayout } from "./features/admin/admin-layout.tsx";', 'export const loadAdmin = () => import("./features/admin/admin-layout.tsx");'],
    allowed: ['import { SiteLayout } from "./components/layout/site-layout.tsx";'],
  },
  "a page imports nothing of features/admin": {
    file: "src/web/pages/boundary-probe-page.tsx",
    refused: ['import { AdminLayout } from "../features/admin/admin-layout.tsx";'],
    allowed: ['import { RoomCard } from "../features/rooms/room-card.tsx";'],
  },
  "the staff area's route table is its one door, and only as a lazy import": {
    file: "src/web/staff-routes.tsx",
    refused: ['import { AdminLayout } from "./features/admin/admin-layout.tsx";'],
    allowed: ['export const loadAdmin = () => import("./features/admin/admin-layout.tsx");'],
  },
  "src/web takes only `import type { AppRouter }` from the server": {
    file: "src/web/lib/boundary-probe.ts",
    refused: [
      'import { appRouter } from "../../server/trpc/app-router.ts";',
      'import { AppRouter } from "../../server/trpc/app-router.ts";',
      'import type { AppCaller } from "../../server/trpc/app-router.ts";',
      'import type * as Router from "../../server/trpc/app-router.ts";',
      'import type { StayAvailability } from "../../server/services/rooms/availability.ts";',
      'import { loadConfig } from "../../server/config.ts";',
    ],
    allowed: ['import type { AppRouter } from "../../server/trpc/app-router.ts";', 'import { type AppRouter as Router } from "../../server/trpc/app-router.ts";'],
  },
  "shared code imports no libphonenumber-js (it reaches the browser, ADR 047)": {
    file: "src/shared/validation/boundary-probe.ts",
    refused: ['import { parsePhoneNumberFromString } from "libphonenumber-js";', 'import { isPossiblePhoneNumber } from "libphonenumber-js/min";'],
    allowed: ['import { z } from "zod/mini";'],
  },
  "nor does a public feature of src/web": {
    file: "src/web/features/enquiries/boundary-probe.ts",
    refused: ['import { parsePhoneNumberFromString } from "libphonenumber-js";'],
    allowed: ['import { phoneSchema } from "../../../shared/validation/fields.ts";'],
  },
  "a web component imports no libphonenumber-js either": {
    file: "src/web/components/ui/boundary-probe.tsx",
    refused: ['import { AsYouType } from "libphonenumber-js";'],
    allowed: ['import { cn } from "../../lib/cn.ts";'],
  },
  "the staff area imports no libphonenumber-js either": {
    file: "src/web/features/admin/boundary-probe.ts",
    refused: ['import { parsePhoneNumberFromString } from "libphonenumber-js";'],
    allowed: ['import { ERROR_MESSAGES } from "../../../shared/api/error-catalogue.ts";'],
  },
  "web code takes icons one by one, not through lucide's index (ADR 051), but may take its types there": {
    file: "src/web/features/rooms/boundary-probe.tsx",
    refused: ['import { Menu } from "lucide-react";', 'import { X as Close, type LucideIcon } from "lucide-react";'],
    allowed: ['import Menu from "lucide-react/icons/menu";', 'import type { LucideIcon } from "lucide-react";'],
  },
  "the staff area takes icons one by one too": {
    file: "src/web/features/admin/boundary-probe.tsx",
    refused: ['import { Trash } from "lucide-react";'],
    allowed: ['import Trash from "lucide-react/icons/trash";'],
  },
  "the shared validation building blocks use zod/mini, never classic zod (public islands load them, ADR 050)": {
    file: "src/shared/validation/boundary-probe.ts",
    refused: ['import { z } from "zod";', 'import type { z } from "zod";', 'import { z } from "zod/v4";', 'import { z } from "zod/v3";'],
    allowed: ['import { z } from "zod/mini";', 'import { $ZodError, type $ZodType } from "zod/v4/core";'],
  },
  "so does each public form's shared schema": {
    file: "src/shared/rooms/stay-search-request.ts",
    refused: ['import { z } from "zod";'],
    allowed: ['import { z } from "zod/mini";'],
  },
  "the staff side's shared schemas keep classic zod": {
    file: "src/shared/enquiries/enquiry-admin.ts",
    refused: [],
    allowed: ['import { z } from "zod";'],
  },
  "a public feature of src/web imports no classic zod": {
    file: "src/web/features/enquiries/boundary-probe.ts",
    refused: ['import { z } from "zod";'],
    allowed: ['import { contactEnquirySchema } from "../../../shared/enquiries/contact-enquiry.ts";', 'import type { $ZodError } from "zod/v4/core";'],
  },
  "nor does a web component": {
    file: "src/web/components/ui/boundary-probe.tsx",
    refused: ['import { z } from "zod";'],
    allowed: ['import { z } from "zod/mini";'],
  },
  "the staff area keeps classic zod": {
    file: "src/web/features/admin/boundary-probe.ts",
    refused: [],
    allowed: ['import { z } from "zod";'],
  },
  "the server reads phones with libphonenumber-js": {
    file: "src/server/trpc/boundary-probe.ts",
    refused: [],
    allowed: ['import { parsePhoneNumberFromString } from "libphonenumber-js";', 'import { z } from "zod";'],
  },
};

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The snippet's lines that a boundary rule refuses (1-based). */
async function refusedLines(file: string, lines: string[]): Promise<number[]> {
  const [result] = await eslint.lintText(`${lines.join("\n")}\n`, { filePath: `${ROOT}${file}` });
  const fatal = result?.messages.filter((message) => message.fatal) ?? [];
  expect(fatal.map((message) => message.message)).toEqual([]);
  const refused = (result?.messages ?? []).filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId));
  return [...new Set(refused.map((message) => message.line))].sort((a, b) => a - b);
}

describe("layer boundaries (eslint.config.js, ADR 012)", () => {
  for (const [name, place] of Object.entries(PLACES)) {
    it(name, { timeout: 60_000 }, async () => {
      const lines = [...place.refused, ...place.allowed];
      const expected = place.refused.map((_, index) => index + 1);
      expect(await refusedLines(place.file, lines)).toEqual(expected);
    });
  }
});

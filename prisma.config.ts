import { defineConfig } from "prisma/config";

// The Prisma CLI is used only for `prisma generate`; migrations run through
// scripts/db-migrate.ts (the WASM schema engine), which works without downloads.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

// `prisma generate` needs no schema engine; pointing the CLI at /bin/false stops it from trying
// to download one (this machine reaches no binary host). Never /bin/true: `migrate deploy`
// would then exit 0 having applied nothing.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate"], {
  stdio: "inherit",
  env: { PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1", ...process.env },
});

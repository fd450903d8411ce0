// The real app (buildApp + its background jobs, as main.ts runs them) on 127.0.0.1, on PORT
// (default 0: any free port), configured only from the environment the bench gives it.
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { startBackgroundJobs, stopBackgroundJobs } from "../../src/server/jobs/index.ts";

const app = await buildApp(loadConfig());
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
const jobs = startBackgroundJobs(app);
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`);
process.once("SIGTERM", () => {
  void stopBackgroundJobs(jobs)
    .then(() => app.close())
    .then(() => process.exit(0));
});

// Where the e2e run's fake Little Hotelier and the app servers that use it listen
// (playwright.config.ts): the fake on E2E_LH_PORT (default: the main e2e port plus 50), then one
// app server per browser project on the next ports, each with its own data folder and channel code,
// so the projects' inventory syncs and the fake's scenarios never meet. The stay search and the
// staff inventory specs share them. Two checkouts' suites can run side by side (E2E_PORT or E2E_LH_PORT).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE = Number(process.env.E2E_LH_PORT ?? PORT + 50);

export const FAKE_LH_PORT = BASE;
export const FAKE_LH_BASE_URL = `http://127.0.0.1:${FAKE_LH_PORT}`;

export const LH_PROJECTS = ["desktop", "phone"] as const;
type LhProject = (typeof LH_PROJECTS)[number];

/** The app server (with Little Hotelier configured) that a browser project's tests use. */
export function littleHotelierSite(project: string): { port: number; origin: string; dataDir: string; channelCode: string } {
  const index = LH_PROJECTS.indexOf(project as LhProject);
  if (index < 0) throw new Error(`No Little Hotelier app server for the project "${project}"`);
  const port = BASE + 1 + index;
  return { port, origin: `http://127.0.0.1:${port}`, dataDir: `test-results/e2e-lh-${project}-${port}`, channelCode: `courtfield-e2e-${project}` };
}

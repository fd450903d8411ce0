import path from "node:path";

// Where the e2e run's main app server listens and keeps its data. E2E_PORT moves every server of
// the run (the staff server +1, fake Stripe +2, fake Little Hotelier +50…), and the data folder
// and the test output are named after it, so two runs side by side never share a database.
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const APP_BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const APP_DATA_DIR = `test-results/e2e-data-${APP_PORT}`;
/** The .eml files the app writes for each e-mail it sends (no SMTP configured). */
export const APP_MAIL_DIR = path.resolve(APP_DATA_DIR, "mail");
export const E2E_OUTPUT_DIR = `test-results/e2e-${APP_PORT}`;

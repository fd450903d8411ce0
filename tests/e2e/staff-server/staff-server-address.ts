// Where the real-server staff tests' own server listens: the main e2e port plus one, so two
// checkouts' suites can still run side by side (E2E_PORT). Its data folder is named after its port
// too, so two runs in one checkout (E2E_PORT) never empty or share each other's database.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const STAFF_PORT = PORT + 1;
export const STAFF_BASE_URL = `http://127.0.0.1:${STAFF_PORT}`;
export const STAFF_DATA_DIR = `test-results/e2e-staff-data-${STAFF_PORT}`;

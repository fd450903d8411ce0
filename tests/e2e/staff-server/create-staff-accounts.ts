// Run before the staff e2e server starts (playwright.config.ts): makes the accounts of
// staff-accounts.ts in that server's fresh embedded database, as `npm run admin:create` does.
import { loadConfig } from "../../../src/server/config.ts";
import { connectDatabase } from "../../../src/server/db/connect.ts";
import { createAccountFromCommandLine } from "../../../src/server/services/staff/setup.ts";
import { seedPetBookings } from "./pet-booking-seed.ts";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "./staff-accounts.ts";

const database = await connectDatabase(loadConfig());
try {
  for (const account of STAFF_ACCOUNTS) {
    await createAccountFromCommandLine(database.prisma, { ...account, password: STAFF_PASSWORD });
  }
  await seedPetBookings(database.prisma);
} finally {
  await database.close();
}
process.exit(0);

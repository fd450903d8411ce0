// Run before the staff e2e server starts (playwright.config.ts): makes the accounts of
// staff-accounts.ts in that server's fresh embedded database, as `npm run admin:create` does.
import { loadConfig } from "../../../src/server/config.ts";
import { connectDatabase } from "../../../src/server/db/connect.ts";
import { createAccountFromCommandLine } from "../../../src/server/services/staff/setup.ts";
import { seedPetBookings } from "./pet-booking-seed.ts";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "./staff-accounts.ts";

const database = await connectDatabase(loadConfig());
try {
  for (const { totpSecret, ...account } of STAFF_ACCOUNTS) {
    const made = await createAccountFromCommandLine(database.prisma, { ...account, password: STAFF_PASSWORD });
    // Two-factor already on, so the test can sign this owner in with codes made from the secret.
    if (totpSecret) await database.prisma.adminUser.update({ where: { id: made.id }, data: { totpSecret, totpEnabledAt: new Date() }, select: { id: true } });
  }
  await seedPetBookings(database.prisma);
} finally {
  await database.close();
}
process.exit(0);

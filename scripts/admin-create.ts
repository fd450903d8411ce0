// Creates a staff account without the web: npm run admin:create -- --email E --password P [--name N] [--role owner|reception]
// The first account is an owner unless --role says otherwise.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { PrivateFolderError, securePrivateFolder } from "../src/server/private-folder.ts";
import { connectDatabase } from "../src/server/db/connect.ts";
import { MigrationError } from "../src/server/db/migrate.ts";
import { AppError } from "../src/server/errors.ts";
import { createAccountFromCommandLine } from "../src/server/services/staff/setup.ts";
import { emailSchema } from "../src/shared/validation/fields.ts";
import { EmbeddedDatabaseInUseError } from "../src/server/db/embedded-database-lock.ts";

const USAGE = "Usage: npm run admin:create -- --email E --password P [--name N] [--role owner|reception]";

try {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, role: { type: "string" } } });
  const { email, password } = values;
  const role = values.role === undefined || values.role === "owner" || values.role === "reception" ? values.role : undefined;
  if (!email || !password || role !== values.role) {
    console.error(USAGE);
    process.exit(2);
  }
  const address = emailSchema.safeParse(email);
  if (!address.success) {
    console.error(address.error.issues[0]?.message ?? "Please enter a valid email address");
    process.exit(2);
  }
  const config = loadConfig();
  const closed = await securePrivateFolder(config.DATA_DIR);
  if (closed) console.warn(closed);
  const database = await connectDatabase(config);
  try {
    const account = await createAccountFromCommandLine(database.prisma, { email: address.data, password, name: values.name ?? email.split("@")[0] ?? email, role });
    console.log(`Created ${account.role} ${account.email}. Sign in at /admin/login.`);
  } finally {
    await database.close();
  }
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError || error instanceof PrivateFolderError || error instanceof MigrationError || error instanceof EmbeddedDatabaseInUseError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

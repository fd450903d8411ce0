// Backup size and time for a database with 10,000 add-on bookings and 50,000 enquiries (the figures
// ADR 039 reports), on the embedded database and, with BENCH_POSTGRES_URL (a server where a
// database may be created, e.g. postgresql://postgres@127.0.0.1:5432/test), on PostgreSQL.
//   npx tsx scripts/bench/backup-size.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { configFor } from "../../src/server/config.ts";
import { databaseLocation } from "../../src/server/db/adapters.ts";
import { writeBackup } from "../../src/server/db/backup/backup-archive.ts";
import { restoreBackup } from "../../src/server/db/backup/restore-backup.ts";
import { connectDatabase, type Database } from "../../src/server/db/connect.ts";

const ADDON_BOOKINGS = 10_000;
const ENQUIRIES = 50_000;

/** Rows much like real ones: names, addresses, messages of a few sentences, pets as JSON. */
async function fill(database: Database): Promise<void> {
  const run = (sql: string) => database.prisma.$executeRawUnsafe(sql);
  await run(`INSERT INTO contact_inquiry (id, name, email, phone, subject, message, marketing_opt_in, source, created_at, updated_at)
    SELECT gen_random_uuid(), 'Guest ' || i, 'guest-' || i || '@example.com', '01632 960' || lpad((i % 1000)::text, 3, '0'), 'booking',
      'Do you have a twin room free on the ' || (i % 28 + 1) || 'th? We would arrive late, around ten, with one small dog. Thank you! ' || md5(i::text),
      i % 3 = 0, '/contact', now() - (i || ' minutes')::interval, now() FROM generate_series(1, ${ENQUIRIES / 2}) AS i`);
  await run(`INSERT INTO event_inquiry (id, name, email, phone, event_type, event_date, guests, message, marketing_opt_in, source, created_at, updated_at)
    SELECT gen_random_uuid(), 'Organiser ' || i, 'event-' || i || '@example.com', '07700 900' || lpad((i % 1000)::text, 3, '0'), 'wedding', current_date + (i % 400),
      20 + i % 100, 'A summer wedding for about eighty guests, with a vegetarian menu. ' || md5(i::text), false, '/events/weddings', now() - (i || ' minutes')::interval, now()
      FROM generate_series(1, ${ENQUIRIES / 2}) AS i`);
  await run(`INSERT INTO addon_booking (id, reference, booking_confirmation_id, guest_name, guest_email, guest_phone, check_in_date, check_out_date, number_of_nights, number_of_pets,
      pet_details, special_requirements, unit_amount_pence, total_amount_pence, marketing_opt_in, payment_method, payment_status, paid_at, created_at, updated_at)
    SELECT gen_random_uuid(), 'PET-' || upper(substr(md5(i::text), 1, 6)) || i, 'LH-' || (400000 + i), 'Guest ' || i, 'pet-' || i || '@example.com', '+447700900' || lpad((i % 1000)::text, 3, '0'),
      current_date + (i % 300), current_date + (i % 300) + 2, 2, 2, '[{"name":"Biscuit","type":"Dog"},{"name":"Marmalade","type":"Cat"}]'::jsonb, 'Ground-floor room please',
      1000, 4000, false, 'card', 'succeeded', now(), now(), now() FROM generate_series(1, ${ADDON_BOOKINGS}) AS i`);
}

async function measure(label: string, dataDir: string, databaseUrl: string | undefined, restoreUrl?: string): Promise<void> {
  const database = await connectDatabase(configFor({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
  try {
    await fill(database);
    const file = path.join(dataDir, "backups", "bench.tar");
    const started = performance.now();
    const written = await writeBackup(database.backupSource, file);
    const backupMs = performance.now() - started;
    const restoreDataDir = path.join(dataDir, "restored");
    const restoring = performance.now();
    await restoreBackup({ file, location: databaseLocation(restoreUrl, restoreDataDir), dataDir: restoreDataDir, force: false });
    const restoreMs = performance.now() - restoring;
    console.log(`${label}: ${ADDON_BOOKINGS} add-on bookings, ${ENQUIRIES} enquiries: backup ${(written.bytes / 1024 / 1024).toFixed(1)} MB in ${(backupMs / 1000).toFixed(1)} s; restore ${(restoreMs / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

const folder = await mkdtemp(path.join(os.tmpdir(), "hotel-backup-bench-"));
try {
  await measure("Embedded database (PGlite)", path.join(folder, "pglite"), undefined);
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const names = ["hotel_bench_backup", "hotel_bench_restore"];
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => admin.query(`CREATE DATABASE "${name}"`));
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    try {
      await measure("PostgreSQL (pg_dump -Fc)", path.join(folder, "postgres"), urlOf("hotel_bench_backup"), urlOf("hotel_bench_restore"));
    } finally {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
process.exit(0);

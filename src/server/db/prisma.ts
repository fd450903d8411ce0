import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/client.ts";

export type { PrismaClient } from "./generated/client.ts";
export { Prisma } from "./generated/client.ts";

export function createPrismaClient(adapter: SqlDriverAdapterFactory): PrismaClient {
  return new PrismaClient({ adapter });
}

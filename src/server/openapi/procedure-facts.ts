import { $ZodType } from "zod/v4/core";
import { appRouter } from "../trpc/app-router.ts";
import type { ProcedureMeta } from "../trpc/init.ts";
import { jsonSchemaOf } from "./json-schema-of.ts";
import type { JsonSchema } from "./openapi-types.ts";

/** What the document tells of a procedure: who may call it and the JSON Schemas of its input and its answer. */
export interface ProcedureFacts {
  access: ProcedureMeta["access"];
  /** The input schema the procedure parses with (undefined: it takes none). */
  input: JsonSchema | undefined;
  /** The schema its answer leaves through (`.output()`), as the answer is sent (undefined: it declares none). */
  output: JsonSchema | undefined;
}

/** The part of a procedure's definition read here (tRPC keeps it on `_def`). */
interface ProcedureDefinition {
  _def: { inputs: unknown[]; output?: unknown; meta?: Partial<ProcedureMeta> };
}

function isProcedure(value: unknown): value is ProcedureDefinition {
  const definition = (value as { _def?: { inputs?: unknown } } | undefined)?._def;
  return Array.isArray(definition?.inputs);
}

/** The app router's procedure at `path` ("staff.login"): its building block's access, its zod input and its zod output. */
export function procedureFacts(path: string): ProcedureFacts {
  // The router keeps its procedures flat, by their dotted path, as its HTTP adapter looks them up.
  const procedure: unknown = (appRouter._def.procedures as Record<string, unknown>)[path];
  if (!isProcedure(procedure)) throw new Error(`No procedure ${path} in the app router`);
  const access = procedure._def.meta?.access;
  if (!access) throw new Error(`Procedure ${path} is not made of one of trpc/init.ts's building blocks`);
  const inputs = procedure._def.inputs.map((input) => {
    // Either zod API's schema: the public forms' are zod/mini ones (ADR 050), the rest classic.
    if (!(input instanceof $ZodType)) throw new Error(`Procedure ${path} has an input that is not a zod schema`);
    return jsonSchemaOf(input);
  });
  const [only] = inputs;
  // tRPC keeps the schema `.output()` was given on `_def.output`.
  const { output } = procedure._def;
  if (output !== undefined && !(output instanceof $ZodType)) throw new Error(`Procedure ${path} has an output that is not a zod schema`);
  return { access, input: inputs.length > 1 ? { allOf: inputs } : only, output: output ? jsonSchemaOf(output, "output") : undefined };
}

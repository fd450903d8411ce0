import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiEnvelope } from "../../shared/api/api-envelope.ts";
import type { CsvFile } from "../services/core/csv-file.ts";
import { procedureFailureCause } from "../plugins/error-handler.ts";
import { type AppCaller, createAppCaller } from "../trpc/app-router.ts";
import { type Context, createContext } from "../trpc/context.ts";
import { type ServerPageContent, writeServerPage } from "./server-page.ts";

/** Where a shim reads its input: "params+body" merges the path's ids into the body (the path wins). */
export type InputSource = "body" | "query" | "params" | "params+body" | "none";

/** How a shim reads its call and answers it: what the API's OpenAPI document (src/server/openapi/) says of it. */
export interface RestShim {
  from: InputSource;
  /** The route's choice of procedure from a caller (the document finds which procedure it is). */
  procedure: (caller: never) => unknown;
  successStatus: number;
  /** The success: the envelope, the data itself (/api/health), an HTML page, a file to save or a 303 to another page. */
  answers: "envelope" | "data" | "page" | "file" | "redirect";
  /** A download's Content-Type. */
  fileType?: string;
  /** Failures answer with an HTML page rather than the JSON envelope. */
  failurePage: boolean;
  headerInputs: Record<string, string>;
  /** The request bodies the route's scope parses (JSON everywhere; form-encoded where a scope adds it). */
  bodyTypes: string[];
}

/** A documented /api path and its method; `shim` when defineRestRoute made it, absent for a plain Fastify route. */
export interface RestRouteRecord {
  method: string;
  url: string;
  shim?: RestShim;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every documented /api path and its method, as the shims and the plain routes defined them. */
    restRoutes: RestRouteRecord[];
  }
}

export interface RestRoute<I, O, C = AppCaller> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Where the procedure's input is read from. The procedure validates it with the shared schema. */
  from: InputSource;
  /** The tRPC procedure this path exposes; REST and tRPC share one handler, middleware and schema. */
  procedure: (caller: C) => (input: I) => Promise<O>;
  successStatus?: number;
  /** Request headers copied into an object input under a field name ({ "idempotency-key": "idempotencyKey" }); the header wins. */
  headerInputs?: Record<string, string>;
  /** false: answer the data itself (for /api/health's documented shape) instead of the envelope. */
  envelope?: boolean;
  /**
   * Answer with an HTML page instead of JSON, on failure and (with `success`) on success: for links
   * a person opens from an e-mail, in the site's own layout (rest/server-page.ts). The token is in the address, so the page is never cached and
   * sends no Referer. A link whose success is a file declares `failure` and `download`.
   */
  page?: { success?: (data: O, request: FastifyRequest) => ServerPageContent; failure: (message: string, fieldErrors: Readonly<Record<string, string>>) => ServerPageContent };
  /**
   * Answer with a file to save (a staff CSV export, a guest's data export) instead of JSON. Failures
   * answer as the route's other failures do: the JSON envelope the staff screen reads, or the page.
   */
  download?: FileDownload<O>;
  /**
   * Answer 303 See Other to the address the data names instead of JSON (a form sent without
   * JavaScript that goes on to another site's page, ADR 104). Failures answer with `page.failure`.
   */
  redirect?: (data: O) => string;
  /**
   * A public read's answer kept in memory (ADR 045): the JSON text of the whole answer when the
   * request asks for something already known, sent as it is; undefined sends the request down the
   * procedure's road as usual (which fills the memory). It must answer only what that road would
   * answer for the same request, and only for input the procedure's schema accepts unchanged.
   */
  fromMemory?: (request: FastifyRequest) => string | undefined;
  /**
   * false: a public call that never reads the staff session; it is not looked up even when the
   * cookie comes (plugins/session.ts), and the procedure sees no member of staff.
   */
  staffSession?: false;
  /** false: every answer is far below the compression threshold, so none is negotiated (plugins/compression.ts). */
  compress?: false;
}

/** A file the answer asks the browser to save: never kept by a cache, its name in Content-Disposition. */
export interface FileDownload<O> {
  contentType: string;
  file: (data: O) => { filename: string; content: string };
}

/** A staff CSV export as a download (the name carries the date). */
export const csvDownload: FileDownload<CsvFile> = { contentType: "text/csv; charset=utf-8", file: (file) => file };

/** What Fastify itself sends with an answer it serialised to JSON. */
const JSON_TYPE = "application/json; charset=utf-8";

/** The content types of request bodies a shim's scope may parse, for the document to list. */
const BODY_TYPES = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

function shimOf<I, O, C>(app: FastifyInstance, route: RestRoute<I, O, C>): RestShim {
  return {
    from: route.from,
    procedure: route.procedure,
    successStatus: route.redirect ? 303 : (route.successStatus ?? 200),
    answers: route.redirect ? "redirect" : route.page?.success ? "page" : route.download ? "file" : route.envelope === false ? "data" : "envelope",
    ...(route.download ? { fileType: route.download.contentType } : {}),
    failurePage: route.page !== undefined,
    headerInputs: route.headerInputs ?? {},
    bodyTypes: BODY_TYPES.filter((type) => app.hasContentTypeParser(type)),
  };
}

/**
 * The outcome of a procedure called for a REST request: its data, or, when it fails, the error the
 * service or schema threw (not tRPC's wrapper), for the one Fastify error handler to answer. Every
 * /api path that calls a procedure goes through here.
 */
export async function procedureOutcome<O>(call: Promise<O>): Promise<O> {
  try {
    return await call;
  } catch (error) {
    throw procedureFailureCause(error);
  }
}

function mergedParamsAndBody(request: FastifyRequest): unknown {
  const body: unknown = request.body;
  // A body that is not an object is left as it is for the schema to refuse.
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) return body;
  return { ...(body ?? {}), ...(request.params as object) };
}

function inputOf(request: FastifyRequest, from: InputSource, headerInputs: Record<string, string> = {}): unknown {
  if (from === "none") return undefined;
  const input: unknown = from === "params+body" ? mergedParamsAndBody(request) : request[from];
  const copied = Object.entries(headerInputs).flatMap(([header, fieldName]) => {
    const value = request.headers[header];
    return typeof value === "string" ? [[fieldName, value] as const] : [];
  });
  // A non-object input is left as it is for the schema to refuse.
  if (!copied.length || typeof input !== "object" || input === null || Array.isArray(input)) return input;
  return { ...input, ...Object.fromEntries(copied) };
}

/**
 * Exposes a procedure of `createCaller`'s router at a documented /api path with the
 * {success, data, error} envelope of the OpenAPI document. A failure goes, as the error the service or schema threw, to
 * the one Fastify error handler (plugins/error-handler.ts), which alone answers it.
 */
export function defineRestRouteFor<C>(createCaller: (context: Context) => C) {
  return function defineRoute<I, O>(app: FastifyInstance, route: RestRoute<I, O, C>): void {
    const failure = route.page?.failure;
    if (app.hasDecorator("restRoutes")) app.restRoutes.push({ method: route.method, url: route.url, shim: shimOf(app, route) });
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      if (route.page) reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const caller = createCaller(createContext(request, reply));
      // The cast is checked at run time: the procedure parses its input with its zod schema.
      const data = await procedureOutcome(route.procedure(caller)(inputOf(request, route.from, route.headerInputs) as I));
      if (route.redirect) return reply.redirect(route.redirect(data), 303);
      if (route.page?.success) return reply.code(route.successStatus ?? 200).type("text/html; charset=utf-8").send(writeServerPage(app, route.page.success(data, request)));
      if (route.download) {
        const file = route.download.file(data);
        // Personal data: never kept by a cache.
        return reply.header("cache-control", "no-store").header("content-disposition", `attachment; filename="${file.filename}"`).type(route.download.contentType).send(file.content);
      }
      const body: ApiEnvelope<O> | O = route.envelope === false ? data : { success: true, data };
      return reply.code(route.successStatus ?? 200).send(body);
    }
    const fromMemory = route.fromMemory;
    app.route({
      method: route.method,
      url: route.url,
      config: {
        ...(failure ? { failurePage: (message: string, fieldErrors: Readonly<Record<string, string>>) => writeServerPage(app, failure(message, fieldErrors)) } : {}),
        ...(route.staffSession === false ? { staffSession: false } : {}),
      },
      ...(route.compress === false ? { compress: false } : {}),
      // An answer from memory is sent at once, with no promise to wait for.
      handler: fromMemory
        ? (request, reply) => {
            const kept = fromMemory(request);
            if (kept === undefined) return answer(request, reply);
            reply.type(JSON_TYPE).send(kept);
            return undefined;
          }
        : answer,
    });
  };
}

/** A documented /api path of the app's own router. */
export const defineRestRoute = defineRestRouteFor(createAppCaller);

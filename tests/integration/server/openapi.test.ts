import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactEnquiryRequestSchema } from "../../../src/shared/enquiries/contact-enquiry-request.ts";
import { openApiDocument } from "../../../src/server/openapi/openapi-document.ts";
import type { OpenApiDocument, Operation } from "../../../src/server/openapi/openapi-types.ts";
import { PHONE_INVALID } from "../../../src/shared/validation/phone-number.ts";
import { LEFT_AS_WRITTEN_PATTERN } from "../../../src/shared/validation/sanitize.ts";
import { createAdminSession } from "../helpers/admin-session.ts";
import { useTestApp } from "../helpers/use-test-app.ts";

// ADR 034: one OpenAPI 3.1 document, generated from the zod schemas that validate the
// calls, of every /api call the server routes and of nothing else.

const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;

/**
 * Every method and path the app's router serves, read from Fastify's own route table
 * (`printRoutes`), not from anything the document's generator reads: each line of the tree is a
 * node whose label continues its parent's path, with the node's methods in brackets.
 */
function routeTable(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const node = /^(?<indent>[│ ]*)[├└]── (?<label>.+?)(?: \((?<methods>[A-Z, ]+)\))?$/.exec(line)?.groups;
    if (!node) continue;
    const depth = (node.indent ?? "").length / 4;
    const path = (pathAtDepth[depth - 1] ?? "") + (node.label ?? "");
    pathAtDepth[depth] = path;
    for (const method of (node.methods ?? "").split(", ").filter((name) => name !== "" && name !== "HEAD")) routes.add(`${method} ${path}`);
  }
  return routes;
}

/** The /api calls of the route table, written as OpenAPI writes paths (`:id` is `{id}`). */
function routedApiCalls(app: FastifyInstance): Set<string> {
  return new Set([...routeTable(app)].filter((call) => call.split(" ")[1]?.startsWith("/api/")).map((call) => call.replace(/:(\w+)/g, "{$1}")));
}

function documentedCalls(document: OpenApiDocument): Set<string> {
  return new Set(Object.entries(document.paths).flatMap(([path, item]) => HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`)));
}

function operation(document: OpenApiDocument, method: (typeof HTTP_METHODS)[number], path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

describe("GET /api/openapi.json, as signed-in staff read it", () => {
  const t = useTestApp();
  const fetchDocument = async (): Promise<OpenApiDocument> => {
    const { cookie } = await createAdminSession(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    return response.json<OpenApiDocument>();
  };

  it("is a valid OpenAPI 3.1 document (by the specification's own JSON Schema, offline), and a broken one is not", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const asSpec = (spec: OpenApiDocument): Record<string, unknown> => ({ ...spec });
    const result = await new Validator().validate(asSpec(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    // Swagger 2's body parameter has no place in OpenAPI 3.
    const broken = structuredClone(document);
    const [roomType] = operation(broken, "get", "/api/prices/current").parameters ?? [];
    Object.assign(roomType ?? {}, { in: "body" });
    expect((await new Validator().validate(asSpec(broken))).valid).toBe(false);
  });

  it("documents every /api call the app routes, and no call it does not route", async () => {
    const documented = documentedCalls(await fetchDocument());
    const routed = routedApiCalls(t.app);
    console.log(`OpenAPI document: ${documented.size} operations; the route table has ${routed.size} /api calls`);
    expect([...routed].filter((call) => !documented.has(call)), "routed but not documented").toEqual([]);
    expect([...documented].filter((call) => !routed.has(call)), "documented but not routed").toEqual([]);
    // The webhook, health, the staff event stream and the room bookings of ADR 037 are in it.
    for (const call of ["POST /api/stripe/webhook", "GET /api/health", "GET /api/admin/events", "POST /api/inquiries/contact", "GET /api/admin/bookings", "GET /api/admin/bookings/{id}"]) {
      expect(documented).toContain(call);
    }
  });

  it("takes a call's body from the zod schema that validates it, as a caller sends it", async () => {
    const document = await fetchDocument();
    const { $schema: _dialect, ...contactSchema } = z.toJSONSchema(contactEnquiryRequestSchema, { target: "draft-2020-12", io: "input" });
    const documented = operation(document, "post", "/api/inquiries/contact").requestBody?.content["application/json"]?.schema;
    // zod describes a cleaned text field by its input side alone (a string); the document adds the
    // rules the field checks once cleaned, and the shape of text the cleaning leaves as it is.
    const cleanedFields = ["name", "phone", "message"];
    const { properties, ...documentedRest } = documented ?? {};
    const documentedFields = properties as Record<string, unknown> | undefined;
    const { properties: zodFields, ...zodRest } = contactSchema as { properties: Record<string, unknown> };
    expect(documentedRest).toEqual(zodRest);
    for (const [name, field] of Object.entries(zodFields)) {
      if (cleanedFields.includes(name)) expect(documentedFields?.[name]).toMatchObject(field as object);
      else expect(documentedFields?.[name], name).toEqual(field);
    }
    expect(documentedFields?.name).toMatchObject({ minLength: 2, maxLength: 50, allOf: [{ pattern: LEFT_AS_WRITTEN_PATTERN }] });
    expect(documentedFields?.message).toMatchObject({ minLength: 10, maxLength: 1000, pattern: LEFT_AS_WRITTEN_PATTERN });
    expect(documentedFields?.phone).toMatchObject({ allOf: [{ pattern: LEFT_AS_WRITTEN_PATTERN }] });
    expect(JSON.stringify(documentedFields?.phone)).toContain(PHONE_INVALID);
    expect(operation(document, "post", "/api/inquiries/contact").parameters).toEqual([expect.objectContaining({ name: "idempotency-key", in: "header" })]);
    expect(operation(document, "get", "/api/prices/current").parameters?.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
      { name: "roomType", where: "query", required: true },
      { name: "date", where: "query", required: true },
    ]);
  });

  it("splits the path's ids from the body, and leaves out what the path itself fixes", async () => {
    const document = await fetchDocument();
    const resetPassword = operation(document, "post", "/api/admin/staff/{staffId}/reset-password");
    expect(resetPassword.parameters).toEqual([expect.objectContaining({ name: "staffId", in: "path", required: true })]);
    expect(resetPassword.requestBody?.content["application/json"]?.schema.properties).not.toHaveProperty("staffId");
    const contactList = operation(document, "get", "/api/admin/inquiries/contact");
    expect(contactList.parameters?.map((parameter) => parameter.name)).not.toContain("kind");
    expect(operation(document, "get", "/api/admin/inquiries").parameters?.map((parameter) => parameter.name)).toContain("kind");
    // The per-type data request keeps only its type's fields.
    const deleteRequest = operation(document, "post", "/api/gdpr/delete-request").requestBody?.content["application/json"]?.schema;
    expect(deleteRequest?.properties).toHaveProperty("reason");
    expect(deleteRequest?.properties).not.toHaveProperty("type");
  });

  it("answers in the envelope with the catalogue's failures, and marks staff calls with the session cookie", async () => {
    const document = await fetchDocument();
    expect(document.components.schemas.ApiFailure).toMatchObject({ properties: { success: { const: false }, error: { type: "string" } }, required: ["success", "error"] });
    expect(document.components.schemas.ApiSuccess).toMatchObject({ properties: { success: { const: true } }, required: ["success", "data"] });
    expect(document.components.securitySchemes.staffSession).toMatchObject({ type: "apiKey", in: "cookie", name: "hotel_session" });
    expect(document.info.description).toContain("| `TOO_MANY_REQUESTS` | 429 |");

    const staffCall = operation(document, "get", "/api/admin/addon-bookings");
    expect(staffCall.security).toEqual([{ staffSession: [] }]);
    expect(staffCall.responses).toMatchObject({ "401": { $ref: "#/components/responses/UNAUTHORIZED" }, "403": { $ref: "#/components/responses/FORBIDDEN" } });
    const publicCall = operation(document, "post", "/api/inquiries/contact");
    expect(publicCall.security).toBeUndefined();
    expect(publicCall.responses).toMatchObject({ "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/ApiSuccess" } } } }, "400": { $ref: "#/components/responses/BAD_REQUEST" } });
    expect(publicCall.responses).not.toHaveProperty("401");
    expect(operation(document, "get", "/api/admin/inquiries/export.csv").responses["200"]).toMatchObject({ content: { "text/csv": {} } });
    expect(operation(document, "get", "/api/newsletter/confirm").responses["200"]).toMatchObject({ content: { "text/html": {} } });
  });

  it("shows every JSON call's success body, from the output schema the procedure declares (inside the envelope)", async () => {
    const document = await fetchDocument();
    const isUnknown = (schema: unknown): boolean => schema === undefined || (typeof schema === "object" && schema !== null && Object.keys(schema).filter((keyword) => keyword !== "description").length === 0);
    const bodies = Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const found = item[method];
        if (!found?.["x-trpc-procedure"]) return [];
        return Object.entries(found.responses).flatMap(([status, response]) => {
          const schema = status.startsWith("2") && "content" in response ? response.content?.["application/json"]?.schema : undefined;
          if (!schema) return [];
          const enveloped = schema.$ref === "#/components/schemas/ApiSuccess";
          return [{ call: `${method.toUpperCase()} ${path}`, enveloped, body: enveloped ? (schema.properties as Record<string, unknown> | undefined)?.data : schema }];
        });
      }),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(60);
    expect(bodies.filter(({ body }) => isUnknown(body) || JSON.stringify(body) === JSON.stringify({ type: "object" })).map(({ call }) => call), "success bodies without a schema").toEqual([]);
    const list = bodies.find(({ call }) => call === "GET /api/admin/addon-bookings");
    expect(list?.body).toMatchObject({ type: "object", properties: { rows: { type: "array" }, total: { type: "integer" } } });
    // Health answers without the envelope: its two shapes, ok and degraded.
    const health = bodies.find(({ call }) => call === "GET /api/health");
    expect(health).toMatchObject({ enveloped: false, body: { anyOf: [{ properties: { status: { const: "ok" } } }, { properties: { status: { const: "degraded" }, reasons: { type: "array" } } }] } });
  });

  it("refuses to write a document for a plain route that nobody described", () => {
    expect(() => openApiDocument([{ method: "GET", url: "/api/undescribed" }], { secure: false, audience: "staff" })).toThrow(/GET \/api\/undescribed .*plain-operations/);
  });
});

describe("GET /api/openapi.json holds the public calls for the public, every call for signed-in staff", () => {
  const t = useTestApp();
  const fetchDocument = async (headers: Record<string, string> = {}): Promise<{ text: string; document: OpenApiDocument }> => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    return { text: response.body, document: response.json<OpenApiDocument>() };
  };
  /** The documented calls that need the staff session, and the procedures they call. */
  const staffOperations = (document: OpenApiDocument) =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => (item[method]?.security ? [{ call: `${method.toUpperCase()} ${path}`, procedure: item[method]["x-trpc-procedure"] }] : [])),
    );

  it("sends an anonymous caller the public calls only, with no staff operation, procedure or schema in it", async () => {
    const { cookie } = await createAdminSession(t.app);
    const staff = await fetchDocument({ cookie });
    const anonymous = await fetchDocument();
    const staffOnly = staffOperations(staff.document);
    expect(staffOnly.length).toBeGreaterThanOrEqual(30);
    expect(staffOperations(anonymous.document)).toEqual([]);
    const publicCalls = [...documentedCalls(staff.document)].filter((call) => !staffOnly.some((operation) => operation.call === call));
    expect([...documentedCalls(anonymous.document)]).toEqual(publicCalls);
    for (const call of ["POST /api/inquiries/contact", "GET /api/prices/current", "POST /api/admin/login", "GET /api/openapi.json"]) expect(publicCalls).toContain(call);
    for (const { procedure } of staffOnly.filter((operation) => operation.procedure)) expect(anonymous.text).not.toContain(`"${procedure}"`);
    expect(anonymous.document.tags.map((tag) => tag.name)).not.toContain("staffNotices");
    expect((await new Validator().validate({ ...anonymous.document })).valid).toBe(true);
  });

  it("keeps each copy apart: the public's, then staff's (reception, owner, the reference page's same-origin fetch), then the public's for a cookie of no session", async () => {
    const reception = await createAdminSession(t.app);
    const owner = await createAdminSession(t.app, { role: "owner" });
    const counts = [
      staffOperations((await fetchDocument()).document).length,
      staffOperations((await fetchDocument({ cookie: reception.cookie, "sec-fetch-site": "same-origin" })).document).length,
      staffOperations((await fetchDocument({ cookie: owner.cookie })).document).length,
      staffOperations((await fetchDocument({ cookie: "hotel_session=no-such-session" })).document).length,
    ];
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBeGreaterThanOrEqual(30);
    expect(counts.slice(1)).toEqual([counts[1], counts[1], 0]);
  });
});

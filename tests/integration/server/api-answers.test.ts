import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/use-test-app.ts";

const CHECK_INPUT = "Please check your input and try again.";

describe("API answers a developer can trust", () => {
  const t = useTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "10000" });
  const postRaw = (body: string) => t.app.inject({ method: "POST", url: "/api/inquiries/contact", headers: { "content-type": "application/json" }, payload: body });

  it.each([
    ["an array", "[]"],
    ["null", "null"],
    ["a string", '"hello"'],
    ["a number", "42"],
  ])("a body that is %s gets the catalogue message and a plain field error, storing nothing", async (_case, body) => {
    const response = await postRaw(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: CHECK_INPUT, fieldErrors: { "": "Please send the form's fields as a JSON object" } });
    expect(await t.db.prisma.contactInquiry.count()).toBe(0);
  });

  it("fields of the wrong JSON type get the form's own messages, never the validator's wording", async () => {
    const response = await postRaw('{"name":42,"email":true,"message":["a"],"phone":{},"subject":7,"marketingOptIn":"yes"}');
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(fieldErrors).sort()).toEqual(["email", "marketingOptIn", "message", "name", "phone", "subject"]);
    for (const message of Object.values(fieldErrors)) expect(message).not.toMatch(/Invalid input|expected|received/);
  });

  it.each([
    ["__proto__", '"__proto__":{"admin":true}'],
    ["constructor", '"constructor":{"prototype":{"admin":true}}'],
  ])("a %s key is dropped before validation: never the prototype, never 'invalid JSON'", async (_key, poison) => {
    const incomplete = await postRaw(`{${poison},"name":"Jane Doe"}`);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({ success: false, error: CHECK_INPUT, fieldErrors: { email: "Email is required", message: "Message is required" } });
    const complete = await postRaw(`{${poison},"name":"Jane Doe","email":"jane.proto@example.com","message":"A quiet room, please."}`);
    expect(complete.statusCode).toBe(201);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const stored = await t.db.prisma.contactInquiry.findFirstOrThrow({ where: { email: "jane.proto@example.com" }, select: { name: true, message: true } });
    expect(stored).toEqual({ name: "Jane Doe", message: "A quiet room, please." });
    await t.db.prisma.contactInquiry.deleteMany({ where: { email: "jane.proto@example.com" } });
  });

  it.each([
    ["GET", "/api/inquiries/contact", "POST"],
    ["DELETE", "/api/rooms", "GET, HEAD"],
    ["PUT", "/api/rooms/room-12", "GET, HEAD"],
    ["GET", "/api/admin/staff/0123/disable", "POST"],
  ])("%s %s, a known path with another method, answers 405 with Allow: %s", async (method, url, allow) => {
    const response = await t.app.inject({ method: method as "GET", url, ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ success: false, error: "This address does not take that kind of request; the Allow header lists the ones it takes." });
  });

  it("an unknown path still answers 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});

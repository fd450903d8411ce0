import type { RestShim } from "../rest/define-route.ts";
import { checksOrigin } from "../plugins/csrf-guard.ts";
import { envelopeSuccess, failure, OTHER_FAILURE } from "./answers.ts";
import { inputParts, pathParameterNames } from "./input-parts.ts";
import type { JsonSchema, Operation, Reference, Response } from "./openapi-types.ts";
import { procedureCalledBy } from "./procedure-called-by.ts";
import { procedureFacts } from "./procedure-facts.ts";
import { operationIdOf } from "./route-names.ts";
import { ACCESS_WORDS, securityFor } from "./staff-session.ts";

const HTML_PAGE = { "text/html": { schema: { type: "string" } } };

/** The success answer of a shim; `output` is the JSON Schema of the procedure's answer (its `.output()`). */
function successOf(shim: RestShim, output: JsonSchema | undefined): Response {
  switch (shim.answers) {
    case "envelope":
      return envelopeSuccess("Done: the envelope, with the call's answer under `data`.", output);
    case "data":
      return { description: "The answer itself, without the envelope.", content: { "application/json": { schema: output ?? { type: "object" } } } };
    case "page":
      return { description: "An HTML page saying what was done.", content: HTML_PAGE };
    case "redirect":
      return { description: "303 See Other: the browser goes on to the page in `Location`.", headers: { Location: { description: "The page to go on to.", schema: { type: "string" } } } };
    case "file":
      return {
        description: "A file to save; never cached.",
        headers: { "Content-Disposition": { description: "`attachment` with the file's name.", schema: { type: "string" } } },
        content: { [(shim.fileType ?? "application/octet-stream").split(";")[0] ?? ""]: { schema: { type: "string" } } },
      };
  }
}

/** The failures a shim may answer, from what it is made of: its input, its access, its path and its method. */
function failuresOf(method: string, url: string, shim: RestShim, hasInput: boolean, hasBody: boolean, access: string): Record<string, Response | Reference> {
  if (shim.failurePage) {
    const page = { description: "An HTML page saying why, with the status and message the JSON answer would carry.", content: HTML_PAGE };
    return { "4XX": page, "5XX": page };
  }
  const staffOnly = access === "staff" || access === "owner";
  return Object.fromEntries([
    ...(hasInput ? [failure("BAD_REQUEST")] : []),
    ...(access !== "public" ? [failure("UNAUTHORIZED")] : []),
    ...(staffOnly || checksOrigin(method, url) ? [failure("FORBIDDEN")] : []),
    ...(pathParameterNames(url).length ? [failure("NOT_FOUND")] : []),
    ...(hasBody ? [failure("PAYLOAD_TOO_LARGE"), failure("UNSUPPORTED_MEDIA_TYPE")] : []),
    failure("TOO_MANY_REQUESTS"),
    failure("INTERNAL_SERVER_ERROR"),
    ["default", { $ref: `#/components/responses/${OTHER_FAILURE}` }],
  ]);
}

/**
 * The operation of a path defineRestRoute made: the procedure it calls gives the access and the
 * input schema (zod's, as the call parses it), the shim gives where each part of it is read and
 * how the call answers.
 */
export function shimOperation(method: string, url: string, shim: RestShim): Operation {
  const { path: procedure, fixedInput } = procedureCalledBy(shim.procedure);
  const { access, input, output } = procedureFacts(procedure);
  const { parameters, body } = inputParts(url, shim.from, input, fixedInput, shim.headerInputs);
  const bodyTypes = body ? shim.bodyTypes : [];
  const fixed = Object.entries(fixedInput).map(([name, value]) => `\`${name}\` = ${JSON.stringify(value)}`);
  const security = securityFor(access);
  return {
    operationId: operationIdOf(method, url),
    summary: fixed.length ? `${procedure} (${fixed.join(", ")})` : procedure,
    description: [
      `**Who may call:** ${ACCESS_WORDS[access]}`,
      `The REST form of the tRPC procedure \`${procedure}\`${fixed.length ? `, with ${fixed.join(", ")} set by the path` : ""}.`,
      ...(shim.failurePage ? ["A link opened from an e-mail, or a form sent without JavaScript: it answers with an HTML page, never JSON."] : []),
    ].join("\n\n"),
    tags: [procedure.split(".")[0] ?? procedure],
    ...(parameters.length ? { parameters } : {}),
    // With the path's ids merged in, an absent body is an empty one; otherwise the schema refuses it.
    ...(body && bodyTypes.length ? { requestBody: { required: shim.from === "body", content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: body }])) } } : {}),
    responses: { [String(shim.successStatus)]: successOf(shim, output), ...failuresOf(method, url, shim, input !== undefined, bodyTypes.length > 0, access) },
    ...(security ? { security } : {}),
    "x-trpc-procedure": procedure,
  };
}

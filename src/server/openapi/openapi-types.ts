// The parts of an OpenAPI 3.1 document this server writes, by the specification's own names
// (https://spec.openapis.org/oas/v3.1.0). Schemas are JSON Schema 2020-12, as zod writes them.

export type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: "form";
  explode?: boolean;
}

interface RequestBody {
  required: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

interface Header {
  description: string;
  schema: JsonSchema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export interface Reference {
  $ref: string;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
  /** The tRPC procedure a REST shim calls (also reachable at /trpc/<name>). */
  "x-trpc-procedure"?: string;
}

export type HttpMethod = "get" | "put" | "post" | "delete" | "patch";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: "apiKey"; in: "cookie"; name: string; description: string }>;
  };
}

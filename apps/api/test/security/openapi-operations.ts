import type { FastifyInstance } from 'fastify';

/** The slice of JSON Schema / OpenAPI 3.1 the fuzz and the authorization matrix read from the served document. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
  not?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  tags?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** e.g. `POST /api/v1/auth/sign-in` */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: Parameter[];
  body: JsonSchema | undefined;
  /** The form of a multipart/form-data operation (the picture uploads). */
  multipart: JsonSchema | undefined;
  /** undefined: public; otherwise the roles the bearer needs (`[]` any signed-in player, `operator`, …). */
  scopes: string[] | undefined;
  /** Its success answer is a stream that never ends by itself (text/event-stream, e.g. GET /live). */
  streaming: boolean;
}

/** The document the app serves, built in-process: new routes appear here, so every suite that reads it covers them. */
export async function servedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const params = (raw.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as 'path' | 'query',
          required: parameter.required ?? parameter.in === 'path',
          schema: parameter.schema,
        }));
      const security = raw.security?.find((requirement) => 'bearerAuth' in requirement);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        params,
        body: raw.requestBody?.content['application/json']?.schema,
        multipart: raw.requestBody?.content['multipart/form-data']?.schema,
        scopes: security ? security.bearerAuth : undefined,
        streaming: Object.values(raw.responses ?? {}).some(
          (response) => 'text/event-stream' in (response.content ?? {}),
        ),
      });
    }
  }
  return operations;
}

/** Follows `$ref`s into the document's components. */
export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.split('/').at(-1)!;
    const target = document.components.schemas[name];
    if (!target) throw new Error(`unknown $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Percent-encodes a path segment; a lone surrogate goes as the invalid UTF-8 an attacker would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

/** Fills `{name}` segments of a path template. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeSegment(values[name] ?? '1'));
}

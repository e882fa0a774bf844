import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { freshIp } from '../helpers/auth-helpers';
import { controlCharacter, flatten, hostileValues, insertInside, validArbitrary } from './fuzz-generators';
import { multipartKinds, multipartRequest } from './fuzz-multipart';
import { fillPath, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-operations';

type Auth = 'none' | 'garbage' | 'player' | 'operator';

/** Ways a request is made bad; `valid` requests are the control group (they must simply never fail with a 5xx). */
const kinds = [
  'valid',
  'param-hostile',
  'param-control',
  'query-unknown',
  'query-repeated',
  'body-field-hostile',
  'body-field-control',
  'body-field-overlong',
  'body-unknown-field',
  'body-missing-field',
  'body-not-object',
  'body-malformed',
  'body-deep',
  'body-huge',
  'body-proto',
  'content-type',
  // Multipart operations (uploads): see fuzz-multipart.ts.
  ...multipartKinds,
] as const;
type Kind = (typeof kinds)[number];

export interface FuzzRequest {
  operation: string;
  kind: Kind;
  auth: Auth;
  method: Operation['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** The request breaks the document's schemas (checked with ajv) or a rule every contract keeps. */
  invalid: boolean;
}

export interface Failure {
  reason: '5xx' | 'leak' | 'accepted';
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<string, number>;
  invalidRequests: number;
  perOperation: Record<string, { requests: number; statuses: Record<string, number> }>;
  failures: Failure[];
}

const appliesTo = (kind: Kind, operation: Operation): boolean => {
  if (kind.startsWith('param-')) return operation.params.length > 0;
  if (kind.startsWith('query-')) return true;
  if (kind.startsWith('body-') || kind === 'content-type') return operation.body !== undefined;
  if (kind.startsWith('form-')) return operation.multipart !== undefined;
  return true;
};

/** Stack traces, file paths and SQL never belong in an answer. */
const leakPattern =
  /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|SQLSTATE|syntax error at|relation "|violates .* constraint|duplicate key|Failed query|select .+ from |insert into |update .+ set |PostgresError|DrizzleQueryError/i;

export function createJudge(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false, logger: false });
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const cache = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
  const rewrite = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as JsonSchema;
  return (schema: JsonSchema, value: unknown): boolean => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      cache.set(schema, validate);
    }
    return validate(value) === true;
  };
}

/** The seeded, reproducible list of requests for one operation. */
export function buildRequests(
  document: OpenApiDocument,
  operation: Operation,
  count: number,
  seed: number,
  isValid: (schema: JsonSchema, value: unknown) => boolean,
): FuzzRequest[] {
  // An optional parameter is left out half the time, so that combinations a route refuses (a round and a date
  // range at once) do not crowd out the valid ones.
  const paramModel = Object.fromEntries(
    operation.params.map((parameter) => {
      const value = validArbitrary(document, parameter.schema);
      return [parameter.name, parameter.required ? value : fc.option(value, { nil: undefined, freq: 2 })];
    }),
  );
  const required = operation.params.map((parameter) => parameter.name);
  const sample = fc.record({
    // One request in five is valid, so the handlers and the database behind them are reached as well.
    kind: fc.oneof(
      { arbitrary: fc.constant<Kind>('valid'), weight: 1 },
      {
        arbitrary: fc.constantFrom(...kinds.filter((kind) => kind !== 'valid' && appliesTo(kind, operation))),
        weight: 4,
      },
    ),
    auth: fc.constantFrom<Auth>('none', 'garbage', 'player', 'operator'),
    params: fc.record(paramModel, { requiredKeys: required }),
    body: operation.body ? validArbitrary(document, operation.body) : fc.constant(undefined),
    form: operation.multipart ? validArbitrary(document, operation.multipart) : fc.constant(undefined),
    pick: fc.nat(),
    hostile: fc.constantFrom(...hostileValues),
    control: controlCharacter,
  });
  return fc.sample(sample, { numRuns: count, seed }).map((draw) => {
    const params: Record<string, unknown> = { ...draw.params };
    let body: unknown = draw.body;
    let payload: string | Buffer | undefined;
    let contentType = operation.body ? 'application/json' : undefined;
    let invalid = false;
    const extraQuery: [string, string][] = [];
    const names = operation.params.map((parameter) => parameter.name);
    const target = names[draw.pick % Math.max(names.length, 1)];
    const bodyKeys =
      body && typeof body === 'object' ? Object.keys(flatten(document, operation.body!).properties ?? {}) : [];
    const field = bodyKeys[draw.pick % Math.max(bodyKeys.length, 1)];
    const record = body as Record<string, unknown>;
    switch (draw.kind) {
      case 'param-hostile':
        params[target!] = typeof draw.hostile === 'object' ? JSON.stringify(draw.hostile) : String(draw.hostile);
        break;
      case 'param-control':
        params[target!] = insertInside(String(params[target!] ?? '12'), draw.control, draw.pick);
        invalid = true;
        break;
      case 'query-unknown':
        extraQuery.push(['debug', 'true']);
        invalid = true;
        break;
      case 'query-repeated':
        extraQuery.push(['page', '1'], ['page', '2']);
        invalid = true;
        break;
      case 'body-field-hostile':
        if (field) record[field] = draw.hostile;
        break;
      case 'body-field-control':
        if (field)
          record[field] = insertInside(
            typeof record[field] === 'string' ? (record[field] as string) : 'ab',
            draw.control,
            draw.pick,
          );
        invalid = field !== undefined;
        break;
      case 'body-field-overlong':
        if (field) record[field] = 'x'.repeat(2_000);
        break;
      case 'body-unknown-field':
        body = { ...record, isAdmin: true };
        invalid = true;
        break;
      case 'body-missing-field':
        if (field) delete record[field];
        break;
      case 'body-not-object':
        body = draw.hostile;
        break;
      case 'body-malformed':
        payload = JSON.stringify(body).slice(0, -1) + ',';
        invalid = true;
        break;
      case 'body-deep':
        payload = '{"a":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}';
        invalid = true;
        break;
      case 'body-huge':
        payload = JSON.stringify({ ...record, filler: 'x'.repeat(20_000) });
        invalid = true;
        break;
      case 'body-proto':
        payload = JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},');
        invalid = true;
        break;
      case 'content-type':
        contentType = 'text/plain';
        invalid = true;
        break;
      default:
        break;
    }
    const pathValues: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const parameter of operation.params) {
      const value = params[parameter.name];
      if (value === undefined) continue;
      const text = String(value);
      if (!invalid && !isValid(parameter.schema, text)) invalid = true;
      if (parameter.in === 'path') pathValues[parameter.name] = text;
      else query.append(parameter.name, text);
    }
    for (const [name, value] of extraQuery) query.append(name, value);
    if (operation.multipart) {
      const form = multipartRequest(document, operation.multipart, draw.form, draw, isValid);
      payload = form.payload;
      contentType = form.contentType;
      invalid ||= form.invalid;
    }
    if (operation.body && payload === undefined) {
      payload = JSON.stringify(body) ?? 'null';
      if (!invalid && !isValid(operation.body, body)) invalid = true;
    }
    const search = query.toString();
    return {
      operation: operation.key,
      kind: draw.kind,
      auth: draw.auth,
      method: operation.method,
      url: fillPath(operation.path, pathValues) + (search ? `?${search}` : ''),
      ...(contentType ? { contentType } : {}),
      ...(payload !== undefined ? { payload } : {}),
      invalid,
    };
  });
}

export interface FuzzSession {
  token(auth: Auth): string | undefined;
  /** After a request that may have signed a fuzz account out or blocked it: make both usable again. */
  restore(): Promise<void>;
}

export async function runRequests(
  app: FastifyInstance,
  requests: FuzzRequest[],
  session: FuzzSession,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, statuses: {}, invalidRequests: 0, perOperation: {}, failures: [] };
  for (const request of requests) {
    const token = session.token(request.auth);
    const response = await app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: freshIp(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const status = String(response.statusCode);
    report.requests += 1;
    if (request.invalid) report.invalidRequests += 1;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    const perOperation = (report.perOperation[request.operation] ??= { requests: 0, statuses: {} });
    perOperation.requests += 1;
    perOperation.statuses[status] = (perOperation.statuses[status] ?? 0) + 1;
    const failure = (reason: Failure['reason']) =>
      report.failures.push({ reason, request, status: response.statusCode, body: response.body.slice(0, 500) });
    if (response.statusCode >= 500) failure('5xx');
    else if (leakPattern.test(response.body)) failure('leak');
    else if (request.invalid && response.statusCode < 300) failure('accepted');
    if (token && request.method !== 'GET' && response.statusCode < 300) await session.restore();
  }
  return report;
}

export function formatReport(report: FuzzReport, seed: number): string {
  const count = (reason: Failure['reason']) => report.failures.filter((failure) => failure.reason === reason).length;
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const lines = [
    `fuzz (seed ${seed}): ${report.requests} requests over ${Object.keys(report.perOperation).length} operations, ` +
      `${report.invalidRequests} of them invalid`,
    `statuses: ${statuses}`,
    `5xx: ${count('5xx')}   leaks: ${count('leak')}   wrongly accepted: ${count('accepted')}`,
    'per operation:',
    ...Object.entries(report.perOperation).map(
      ([key, entry]) =>
        `  ${key.padEnd(62)} ${String(entry.requests).padStart(5)}  ` +
        Object.entries(entry.statuses)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
    ),
  ];
  // One example of each kind of failure per operation.
  const seen = new Set<string>();
  const examples = report.failures.filter((failure) => {
    const key = `${failure.reason} ${failure.request.operation} ${failure.request.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  for (const failure of examples.slice(0, 40)) {
    lines.push(
      `FAIL ${failure.reason} ${failure.status} ${failure.request.method} ${failure.request.url} (${failure.request.kind}, ${failure.request.auth})`,
    );
    lines.push(`  sent: ${String(failure.request.payload ?? '').slice(0, 200)}`);
    lines.push(`  got:  ${failure.body.slice(0, 300)}`);
  }
  return lines.join('\n');
}

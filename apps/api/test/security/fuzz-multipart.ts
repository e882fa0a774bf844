import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { flatten } from './fuzz-generators';
import type { JsonSchema, OpenApiDocument } from './openapi-operations';

/**
 * Multipart operations (the picture uploads, docs/decisions/017) in the fuzz and the authorization matrix: the
 * document describes their form (`requestBody` `multipart/form-data`); text parts come from the schema, file parts
 * (`format: binary`) from a set of real and hostile files.
 */

/** A real 1 × 1 PNG: the file a valid request carries. */
export const validPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const bombHeader = Buffer.alloc(13);
bombHeader.writeUInt32BE(65_535, 0);
bombHeader.writeUInt32BE(65_535, 4);
bombHeader.writeUInt8(8, 8);
bombHeader.writeUInt8(2, 9);

/** Files an attacker sends as a picture: none may be stored, none may cost a 5xx. */
export const hostileFiles: readonly Buffer[] = [
  Buffer.alloc(0),
  Buffer.from('hello, I am text'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('<!doctype html><script>alert(1)</script>'),
  validPng.subarray(0, 30),
  Buffer.concat([validPng, Buffer.from('<html><script>alert(1)</script></html>')]),
  Buffer.concat([validPng.subarray(0, 8), pngChunk('IHDR', bombHeader), pngChunk('IEND', Buffer.alloc(0))]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
  Buffer.from('RIFF\u0004\u0000\u0000\u0000WEBPVP8 '),
];

export const multipartKinds = [
  'form-file-hostile',
  'form-field-hostile',
  'form-unknown-field',
  'form-repeated-field',
  'form-json',
  'form-malformed',
  'form-huge',
] as const;
export type MultipartKind = (typeof multipartKinds)[number];

const BOUNDARY = 'scoreline-fuzz-boundary';
export const multipartContentType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Encodes parts as a browser's FormData would (a Buffer value is a file part). */
export function encodeMultipart(parts: [string, string | Buffer][]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const isFile = Buffer.isBuffer(value);
    const disposition = `form-data; name="${name}"${isFile ? '; filename="upload.bin"' : ''}`;
    const type = isFile ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(isFile ? value : Buffer.from(value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The names of a form's file parts (`format: binary`). */
export function fileFields(document: OpenApiDocument, form: JsonSchema): string[] {
  const properties = flatten(document, form).properties ?? {};
  return Object.entries(properties)
    .filter(([, schema]) => flatten(document, schema).format === 'binary')
    .map(([name]) => name);
}

/**
 * A generated form value (from the schema) as multipart parts: a valid PNG in each file part, text parts as strings.
 * Absent and null values are left out (a form cannot send null; spec §5 treats it as absent). Also the value the
 * judge checks against the document (a file stands for a binary string).
 */
export function formParts(
  document: OpenApiDocument,
  form: JsonSchema,
  value: unknown,
): { parts: [string, string | Buffer][]; judged: Record<string, unknown> } {
  const files = new Set(fileFields(document, form));
  const parts: [string, string | Buffer][] = [];
  const judged: Record<string, unknown> = {};
  for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (field === undefined || field === null) continue;
    if (files.has(name)) {
      parts.push([name, validPng]);
      judged[name] = 'binary';
    } else {
      const text = typeof field === 'string' ? field : JSON.stringify(field);
      parts.push([name, text]);
      judged[name] = text;
    }
  }
  return { parts, judged };
}

export interface MultipartDraw {
  kind: MultipartKind | 'valid' | string;
  pick: number;
  hostile: unknown;
}

/** The payload of one multipart request of the given kind, and whether the document calls it invalid. */
export function multipartRequest(
  document: OpenApiDocument,
  form: JsonSchema,
  value: unknown,
  draw: MultipartDraw,
  isValid: (schema: JsonSchema, value: unknown) => boolean,
): { payload: Buffer | string; contentType: string; invalid: boolean } {
  const { parts, judged } = formParts(document, form, value);
  const files = fileFields(document, form);
  const textIndexes = parts.flatMap(([name, part], index) => (Buffer.isBuffer(part) ? [] : [[name, index] as const]));
  let invalid = false;
  switch (draw.kind) {
    case 'form-file-hostile': {
      const file = hostileFiles[draw.pick % hostileFiles.length]!;
      const name = files[draw.pick % Math.max(files.length, 1)];
      if (name) {
        const at = parts.findIndex(([part]) => part === name);
        if (at >= 0) parts[at] = [name, file];
        else parts.push([name, file]);
      }
      break;
    }
    case 'form-field-hostile': {
      const target = textIndexes[draw.pick % Math.max(textIndexes.length, 1)];
      const text = typeof draw.hostile === 'string' ? draw.hostile : JSON.stringify(draw.hostile);
      if (target) parts[target[1]] = [target[0], text];
      else parts.push(['biography', text]);
      break;
    }
    case 'form-unknown-field':
      parts.push(['isAdmin', 'true']);
      invalid = true;
      break;
    case 'form-repeated-field': {
      // A form without parts gets the picture twice: pushing it once would send a valid form, not a repeated field.
      const [name, part] = parts[draw.pick % Math.max(parts.length, 1)] ?? ['profile_picture', validPng];
      if (parts.length === 0) parts.push([name, part]);
      parts.push([name, part]);
      invalid = true;
      break;
    }
    case 'form-json':
      return { payload: JSON.stringify(judged), contentType: 'application/json', invalid: true };
    case 'form-malformed': {
      // Cut before the closing delimiter's final `--`, however few parts the form has: a form without parts encodes
      // to the closing delimiter alone, which a shorter cut would leave whole (a valid, empty form).
      const whole = encodeMultipart(parts);
      const cut = Math.min(40 + (draw.pick % 60), whole.length - 4);
      return { payload: whole.subarray(0, cut), contentType: multipartContentType, invalid: true };
    }
    case 'form-huge':
      parts.push([files[0] ?? 'profile_picture', Buffer.alloc(3 * 1024 * 1024, 0x41)]);
      invalid = true;
      break;
    default:
      if (!isValid(form, judged)) invalid = true;
      break;
  }
  return { payload: encodeMultipart(parts), contentType: multipartContentType, invalid };
}

/** A valid form for an operation (the authorization matrix's control row). */
export function validMultipart(
  document: OpenApiDocument,
  form: JsonSchema,
  arbitrary: fc.Arbitrary<unknown>,
  seed: number,
) {
  const [value] = fc.sample(arbitrary, { numRuns: 1, seed });
  const files = fileFields(document, form);
  const withFiles = {
    ...(value as Record<string, unknown>),
    ...Object.fromEntries(files.map((name) => [name, 'file'])),
  };
  return encodeMultipart(formParts(document, form, withFiles).parts);
}

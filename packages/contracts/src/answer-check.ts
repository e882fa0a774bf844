/** Says whether a value is what an answer schema allows, without zod (docs/decisions/043, 052). */
export type AnswerCheck<T> = {
  /** The contracts' schema it was generated from, e.g. `leaderboardResponseSchema`. */
  readonly schemaName: string;
  accepts(value: unknown): value is T;
  /** The first rule a value breaks, for an error's cause; '' when it breaks none. */
  explain(value: unknown): string;
};

type Schema = { readonly [keyword: string]: unknown };
/** A compiled rule: the first problem with the value (its place in `at`, joined only then), or '' when none. */
type Rule = (value: unknown, at: string[]) => string;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;

const isKind = (kind: string, value: unknown): boolean =>
  kind === 'integer' ? Number.isInteger(value) : kind === 'number' ? typeof value === 'number' : kindOf(value) === kind;

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (kindOf(a) !== kindOf(b) || a === null || typeof a !== 'object') return false;
  const keysOf = (value: object) => Object.keys(value);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keysOf(left).length === keysOf(right).length && keysOf(left).every((key) => equal(left[key], right[key]));
}

/** Inside a choice's branches, whose failures are only counted, a problem is not worded (nullable fields fail one). */
let choosing = 0;

const problem = (at: string[], message: string) =>
  choosing > 0 ? 'no' : `#${at.map((part) => `/${part}`).join('')} ${message}`;

/** `count` of a choice's branches, their problems left unworded. */
function quietly<T>(count: () => T): T {
  choosing += 1;
  try {
    return count();
  } finally {
    choosing -= 1;
  }
}

/** `check` of the value at `key` inside the one at `at`. */
function within(at: string[], key: string, check: () => string): string {
  at.push(key);
  const found = check();
  at.pop();
  return found;
}

/**
 * The keywords `z.toJSONSchema` writes for the answer schemas, as JSON Schema (draft 2020-12) defines them; a keyword
 * outside them stops the compilation, so a schema this check cannot apply fails `answers.test.ts`, never passes
 * unchecked. Each returns '' for a value of a kind it does not apply to, as JSON Schema says.
 */
const keywords: Record<string, (argument: never, compile: (node: Schema) => Rule) => Rule> = {
  type: (kinds: string | string[]) => {
    const list = typeof kinds === 'string' ? [kinds] : kinds;
    return (value, at) => (list.some((kind) => isKind(kind, value)) ? '' : problem(at, `is not ${list.join(' or ')}`));
  },
  properties: (properties: Record<string, Schema>, compile) => {
    const rules = Object.entries(properties).map(([key, node]) => [key, compile(node)] as const);
    return (value, at) => {
      if (kindOf(value) !== 'object') return '';
      const object = value as Record<string, unknown>;
      for (const [key, rule] of rules) {
        const found = Object.hasOwn(object, key) ? within(at, key, () => rule(object[key], at)) : '';
        if (found) return found;
      }
      return '';
    };
  },
  required: (keys: string[]) => (value, at) => {
    if (kindOf(value) !== 'object') return '';
    const missing = keys.find((key) => !Object.hasOwn(value as object, key));
    return missing === undefined ? '' : problem(at, `has no "${missing}"`);
  },
  items: (node: Schema, compile) => {
    const rule = compile(node);
    return (value, at) => {
      if (!Array.isArray(value)) return '';
      for (const [index, item] of value.entries()) {
        const found = within(at, String(index), () => rule(item, at));
        if (found) return found;
      }
      return '';
    };
  },
  anyOf: (nodes: Schema[], compile) => {
    const rules = nodes.map(compile);
    return (value, at) =>
      quietly(() => rules.some((rule) => !rule(value, at))) ? '' : problem(at, 'matches none of its choices');
  },
  oneOf: (nodes: Schema[], compile) => {
    const rules = nodes.map(compile);
    return (value, at) =>
      quietly(() => rules.filter((rule) => !rule(value, at)).length) === 1
        ? ''
        : problem(at, 'does not match exactly one choice');
  },
  const: (expected: unknown) => (value, at) => (equal(value, expected) ? '' : problem(at, 'is not the constant')),
  enum: (members: unknown[]) => (value, at) =>
    members.some((member) => equal(value, member)) ? '' : problem(at, 'is not one of the allowed values'),
  minimum: (bound: number) => (value, at) =>
    typeof value !== 'number' || value >= bound ? '' : problem(at, `is below ${bound}`),
  maximum: (bound: number) => (value, at) =>
    typeof value !== 'number' || value <= bound ? '' : problem(at, `is above ${bound}`),
  exclusiveMinimum: (bound: number) => (value, at) =>
    typeof value !== 'number' || value > bound ? '' : problem(at, `is not above ${bound}`),
  // Lengths in UTF-16 units, as zod counts them (JSON Schema counts code points): the verdict is the schema's.
  minLength: (bound: number) => (value, at) =>
    typeof value !== 'string' || value.length >= bound ? '' : problem(at, `is shorter than ${bound}`),
  maxLength: (bound: number) => (value, at) =>
    typeof value !== 'string' || value.length <= bound ? '' : problem(at, `is longer than ${bound}`),
  pattern: (source: string) => {
    const pattern = new RegExp(source, 'u');
    return (value, at) => (typeof value !== 'string' || pattern.test(value) ? '' : problem(at, 'does not match'));
  },
};

/** Keywords that describe a schema and check nothing (zod writes `description` for `.describe`). */
const annotations = new Set(['description', 'title', '$comment', 'examples', 'deprecated']);

/** A schema's rules, compiled once: `$ref`s point into the root's `$defs` (a definition may contain itself). */
function compileRoot(root: Schema): Rule {
  const definitions = new Map<string, Rule>();
  const compile = (node: Schema): Rule => {
    const rules: Rule[] = [];
    for (const [keyword, argument] of Object.entries(node)) {
      if (keyword === '$defs' || annotations.has(keyword)) continue;
      if (keyword === '$ref') {
        const name = String(argument).replace(/^#\/\$defs\//, '');
        const definition = (root.$defs as Record<string, Schema> | undefined)?.[name];
        if (!definition) throw new Error(`an answer check cannot resolve $ref ${String(argument)}`);
        rules.push((value, at) => {
          let rule = definitions.get(name);
          if (!rule) definitions.set(name, (rule = compile(definition)));
          return rule(value, at);
        });
        continue;
      }
      const make = keywords[keyword];
      if (!make) throw new Error(`an answer check cannot apply the keyword "${keyword}"`);
      rules.push(make(argument as never, compile));
    }
    return (value, at) => {
      for (const rule of rules) {
        const found = rule(value, at);
        if (found) return found;
      }
      return '';
    };
  };
  return compile(root);
}

/** Each schema text's rules, compiled once for every check of that schema (one per answer schema at most). */
const compiled = new Map<string, Rule>();

/**
 * A check of the JSON Schema (draft 2020-12) that `answers-source.ts` wrote from a contracts schema. The schema's text
 * is parsed and compiled on the first check of it, not when the module loads.
 */
export function answerCheck<T>(schemaName: string, schemaText: string): AnswerCheck<T> {
  let rule: Rule | undefined;
  const firstProblem = (value: unknown) => {
    rule ??= compiled.get(schemaText);
    if (!rule) compiled.set(schemaText, (rule = compileRoot(JSON.parse(schemaText) as Schema)));
    return rule(value, []);
  };
  return {
    schemaName,
    accepts: (value: unknown): value is T => firstProblem(value) === '',
    explain(value: unknown) {
      const found = firstProblem(value);
      return found && `${schemaName}: ${found}`;
    },
  };
}

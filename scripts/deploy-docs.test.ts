import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docs/deploy.md and the files it explains agree (issue 57, ADR 086): every service of compose.yaml is named in the
 * guide, every variable an operator sets (compose.yaml's `${…}`, deploy/env.example) is in its table, the app's
 * settings compose.yaml passes are explained, and nginx's template gets every variable it uses from compose.yaml.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const guide = read('docs/deploy.md');
const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, { environment?: Record<string, unknown> }>;
};

/** The variables of the guide's table: its first column's `NAME` (and `A` / `B`). */
const table = new Set(
  [...guide.matchAll(/^\| (`[A-Z_]+`(?: \/ `[A-Z_]+`)*) +\|/gm)].flatMap((row) =>
    [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((name) => name[1]!),
  ),
);
const mentioned = (name: string) => guide.includes(`\`${name}\``) || guide.includes(name);

describe('docs/deploy.md and compose.yaml', () => {
  it('names every service of compose.yaml, and no service compose.yaml does not have', () => {
    const services = Object.keys(compose.services);
    expect(services.length).toBeGreaterThanOrEqual(6);
    const listed = /^Services in `compose.yaml`: (.+)\.$/m.exec(guide)?.[1] ?? '';
    expect([...listed.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]).sort()).toEqual([...services].sort());
  });

  it("documents every variable compose.yaml reads from the operator's .env, and every one of deploy/env.example", () => {
    const fromCompose = [...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]!);
    const fromExample = [...read('deploy/env.example').matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]!);
    expect(fromCompose.length).toBeGreaterThan(5);
    const missing = [...new Set([...fromCompose, ...fromExample])].filter((name) => !table.has(name));
    expect(missing).toEqual([]);
  });

  it("explains every setting compose.yaml gives the app's processes", () => {
    const app = ['web-1', 'web-2', 'worker'].map((name) => compose.services[name]!);
    const keys = new Set(app.flatMap((service) => Object.keys(service.environment ?? {})));
    expect(keys).toContain('DATABASE_URL');
    expect(keys).toContain('ROLE');
    expect([...keys].filter((key) => !mentioned(key))).toEqual([]);
    expect(compose.services.worker!.environment!.ROLE).toBe('worker');
    expect(compose.services['web-1']!.environment!.ROLE).toBe('web');
  });

  it("gives nginx's template every variable it uses, and the guide explains them", () => {
    const template = read('deploy/nginx/scoreline.conf.template').replace(/^#.*$/gm, '');
    const used = [...new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]!))];
    const given = Object.keys(compose.services.proxy!.environment ?? {});
    expect(used.filter((name) => !given.includes(name))).toEqual([]);
    expect(used.filter((name) => !mentioned(name))).toEqual([]);
  });
});

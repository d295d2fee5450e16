// @vitest-environment node
/**
 * Every call of the contract is used by a screen (issue 6): the SPA's source, tests aside, reads each
 * `endpoints.<group>.<call>` as a value. A call that no screen uses is either a missing feature or
 * dead contract. The source is parsed (TypeScript's parser), not searched as text: a comment, a string
 * or a `typeof endpoints.x.y` type naming a call does not use it, and `endpoints` must be the contract's
 * own object, imported from @zaowu/shared (under any local name).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The local names of the contract's `endpoints` in a file: its value imports from @zaowu/shared. */
function endpointsNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== '@zaowu/shared') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings))
      continue;
    for (const element of clause.namedBindings.elements) {
      if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'endpoints')
        names.add(element.name.text);
    }
  }
  return names;
}

/** Every `endpoints.<group>.<call>` the file reads as a value, as "group.call". */
function endpointUses(fileName: string, text: string): Set<string> {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const names = endpointsNames(file);
  const uses = new Set<string>();
  if (names.size === 0) return uses;
  const visit = (node: ts.Node): void => {
    // `typeof endpoints.x.y` in a type names the call's shape; it calls nothing.
    if (ts.isTypeQueryNode(node)) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      names.has(node.expression.expression.text)
    ) {
      uses.add(`${node.expression.name.text}.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

describe('finding uses of the contract', () => {
  it('counts value reads of the imported endpoints, under any local name, and nothing else', () => {
    const text = [
      "import { endpoints as api, type ReqOf } from '@zaowu/shared';",
      '// endpoints.works.inComment and api.works.inComment',
      "const s = 'api.works.inString';",
      'type T = ReqOf<typeof api.works.inType>;',
      'export const call = () => http.call(api.works.used, {});',
      'export const passed = [api.user.passed];',
    ].join('\n');
    expect([...endpointUses('a.ts', text)].sort()).toEqual(['user.passed', 'works.used']);
  });

  it('ignores an `endpoints` that is not the contract', () => {
    const text = [
      "import type { endpoints } from '@zaowu/shared';",
      'const local = { endpoints: { a: { b: 1 } } };',
      'export const x = local.endpoints.a.b;',
      'export const y = endpoints.a.c;',
    ].join('\n');
    expect(endpointUses('b.tsx', text).size).toBe(0);
    expect(
      endpointUses('c.ts', 'const endpoints = { a: { b: 1 } };\nexport const z = endpoints.a.b;').size,
    ).toBe(0);
  });
});

describe('the contract', () => {
  const used = new Set(
    sourceFiles(SRC).flatMap((file) => [...endpointUses(file, readFileSync(file, 'utf8'))]),
  );
  const calls = Object.entries(endpoints).flatMap(([group, byName]) =>
    Object.entries(byName).map(([name, endpoint]) => ({ ref: `${group}.${name}`, endpoint })),
  );

  it('has calls to check', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.map((c) => c.endpoint.path)).toContain('/api/user/index');
  });

  it.each(calls.map((c) => [c.ref, c.endpoint.method, c.endpoint.path] as const))(
    'endpoints.%s (%s %s) is used by a screen',
    (ref) => {
      expect(used.has(ref)).toBe(true);
    },
  );
});

/**
 * docs/openapi.json, as an operator's backend team reads it: valid OpenAPI 3.1 (checked by a validator
 * nobody here wrote), every call of the contract in it with its method, auth and `assumed` mark, its
 * answers described as the demo really answers, and never stale.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, endpoints } from '@zaowu/shared';
import { contractInputs } from './handlers/index.ts';
import { buildOpenApi, OPENAPI_FILE, openApiText } from './openapi.ts';
import { demoForFile } from './testing/harness.ts';

type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, { content?: Record<string, { schema: Json }> }> };
const checkedIn = () => readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(checkedIn()) as { paths: Record<string, Record<string, Operation>>; components: Json };
const operationOf = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

describe('docs/openapi.json', () => {
  it('is what the contract makes now (after changing a call or a schema: pnpm run openapi)', () => {
    expect(
      checkedIn() === openApiText(buildOpenApi()),
      'docs/openapi.json is stale: run pnpm run openapi',
    ).toBe(true);
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc));
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds every call with its method, its auth and whether the product spec names it', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(ALL_ENDPOINTS.length);
    for (const { key, endpoint } of ALL_ENDPOINTS) {
      const op = operationOf(endpoint.method, endpoint.path);
      expect(op, key).toBeDefined();
      expect(op!['x-zaowu-assumed'], key).toBe(endpoint.assumed === true);
      expect(op!.security, key).toEqual(endpoint.auth ? [{ token: [] }] : []);
      expect(Object.keys(op!.responses).includes('401'), key).toBe(endpoint.auth);
    }
    // Spot checks a backend team would make by hand.
    const login = operationOf('POST', endpoints.user.login.path)!;
    expect(login['x-zaowu-assumed']).toBe(false);
    expect(login.security).toEqual([]);
    const body = (login.requestBody as { content: Record<string, { schema: Json }> }).content[
      'application/json'
    ]!.schema;
    expect(body.required).toEqual(['account']);
    expect(Object.keys(body.properties as Json)).toEqual(
      expect.arrayContaining(['account', 'password', 'code']),
    );
    const comment = operationOf('POST', endpoints.comment.add.path)!;
    expect(comment['x-zaowu-assumed']).toBe(true);
    expect(comment.responses['413']).toBeDefined();
    const upload = operationOf('POST', endpoints.upload.chunkUpload.path)!;
    expect(Object.keys((upload.requestBody as { content: Json }).content)).toEqual(['multipart/form-data']);
    const list = operationOf('GET', endpoints.works.lists.path)!;
    expect((list.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['type', 'page', 'per_page']),
    );
  });

  it('marks required every field whose absence the demo refuses (messageType, a goods status …)', () => {
    const requiredOf = (op: Operation): string[] =>
      op.parameters
        ? (op.parameters as { name: string; required: boolean }[])
            .filter((p) => p.required)
            .map((p) => p.name)
        : (((Object.values((op.requestBody as { content: Json }).content)[0] as { schema: Json }).schema
            .required ?? []) as string[]);
    const inputs = contractInputs();
    for (const { key, endpoint } of ALL_ENDPOINTS) {
      const parsed = inputs.get(key)!.safeParse({});
      if (parsed.success) continue;
      const refused = parsed.error.issues.filter((i) => i.path.length === 1).map((i) => String(i.path[0]));
      expect(requiredOf(operationOf(endpoint.method, endpoint.path)!), key).toEqual(
        expect.arrayContaining(refused),
      );
    }
    expect(requiredOf(operationOf('GET', endpoints.message.byType.path)!)).toContain('messageType');
  });

  describe('describes what the demo really answers', () => {
    const demo = demoForFile();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ components: doc.components }, 'doc');
    const validatorOf = (method: string, path: string) => {
      const schema = operationOf(method, path)!.responses['200']!.content!['application/json']!.schema;
      // Refs point into the document's components.
      return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components')));
    };
    it('public reads and a member read validate against their answer schemas', async () => {
      const member = await demo.login(1);
      for (const [endpoint, input, token] of [
        [endpoints.works.lists, { type: 'art' }, undefined],
        [endpoints.works.detail, { id: 285 }, undefined],
        [endpoints.shop.goodsDetail, { id: 92 }, undefined],
        [endpoints.community.lists, {}, undefined],
        [endpoints.user.index, {}, member],
      ] as const) {
        const res = await demo.call(endpoint, input, token);
        expect(res.body.code, endpoint.path).toBe(1);
        const validate = validatorOf(endpoint.method, endpoint.path);
        expect(validate(res.body), `${endpoint.path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(
          true,
        );
      }
    });
  });
});

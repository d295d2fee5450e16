/** The required fields of each call, as the published contract (docs/openapi.json) states them. */
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
}

/** operationId is the call's key with '_' for '.' (mocks/src/openapi.ts). */
export function requiredFields(doc: {
  paths: Record<string, Record<string, Operation>>;
}): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const ops of Object.values(doc.paths))
    for (const op of Object.values(ops)) {
      const key = op.operationId.replace('_', '.');
      const fromQuery = (op.parameters ?? []).filter((p) => p.required).map((p) => p.name);
      const body = op.requestBody ? (Object.values(op.requestBody.content)[0]?.schema.required ?? []) : [];
      out.set(key, [...fromQuery, ...body]);
    }
  return out;
}

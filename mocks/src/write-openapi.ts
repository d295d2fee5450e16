/**
 * Writes docs/openapi.json from the contract (openapi.ts): `pnpm run openapi` after changing a call, a
 * schema or a handler's input. openapi.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi, OPENAPI_FILE, openApiText } from './openapi.ts';

const file = fileURLToPath(OPENAPI_FILE);
writeFileSync(file, openApiText(buildOpenApi()));
console.info(`wrote ${file}`);

/**
 * The one way in to zod for `shared/`, `web/` and `mocks/` (ESLint allows no other): zod without its
 * JIT. zod compiles fast object parsers with `new Function`, and probes for it with one; the site's CSP
 * allows no eval, so in the browser each first parse reported a `securitypolicyviolation` (and the probe
 * fell back anyway). `jitless` must be set before the first object schema is made, which an import of
 * this module guarantees: it runs before the body of any module that imports it.
 */
import * as z from 'zod';

z.config({ jitless: true });

export * from 'zod';

# syntax=docker/dockerfile:1
# 造物 Zaowu — the BFF with the built SPA: one image, run as many copies as you like (README, "Deploying
# several copies"; nginx in front: deploy/nginx.conf).
#
#   docker build -t zaowu .
#   docker run --rm -p 3000:3000 -e UPSTREAM_URL=https://api.example.com \
#     -e SITE_URL=https://www.example.com --stop-timeout 15 zaowu
#
# Without UPSTREAM_URL the copy runs the demo upstream in-process (its data lives in that copy only).
# There is no build step for the server: Node 24 runs bff/src/server.ts with its built-in type stripping.

ARG NODE_IMAGE=node:24-bookworm-slim

# pnpm 12 from the npm registry (corepack is not an option here).
FROM ${NODE_IMAGE} AS pnpm
RUN npm install --global --no-audit --no-fund --loglevel=error pnpm@12
ENV CI=true
WORKDIR /src
# Every package.json of the workspace: a frozen install checks the lockfile against all of them.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY shared/package.json shared/
COPY mocks/package.json mocks/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. The SPA: the dependencies of web and of the workspace packages it imports (not e2e's browsers
# tooling, the bench's Lighthouse or the server's), then `pnpm run build` into web/dist.
FROM pnpm AS build
RUN --mount=type=cache,id=zaowu-pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile --filter '@zaowu/web...'
COPY . .
RUN pnpm run build

# 2. The server: only the production dependencies of bff and of what it imports (shared, mocks).
# A filtered install, not `pnpm deploy`: deploy copies shared/ and mocks/ into node_modules, and Node
# does not strip types from .ts files under node_modules. Here they stay workspace folders, linked
# from bff/node_modules/@zaowu/ as in development.
FROM pnpm AS server
RUN --mount=type=cache,id=zaowu-pnpm-store,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile --prod --filter '@zaowu/bff...'
COPY shared/ shared/
COPY mocks/ mocks/
COPY bff/ bff/
COPY docs/openapi.json docs/

# 3. Runtime: Node, the server's files, web/dist. No pnpm, no compilers, no dev dependencies.
FROM ${NODE_IMAGE} AS runtime
# NODE_OPTIONS bounds V8's heap: by default, on a host with several GB, a burst of traffic grows it to
# ~2× and Node 24 returns those pages only ~100 s after the last GC (README, Performance: soak). The
# same setting as deploy/zaowu-bff.service, scripts/zaowu.mjs and the bench. 1024 MB is also the JS
# heap's ceiling: under a container memory limit below ~1.5 GB, lower --max-old-space-size with it
# (docker run -e NODE_OPTIONS=...).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST=web/dist \
    PROXY_TIMEOUT_MS=30000 \
    LOG_LEVEL=info \
    NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=1024"
WORKDIR /app
# Owned by root, read-only to the server: it writes only its picture cache (PICTURE_CACHE_DIR, under
# /tmp by default; logs go to stdout).
COPY --from=server /src/package.json ./
COPY --from=server /src/node_modules ./node_modules
COPY --from=server /src/shared ./shared
COPY --from=server /src/mocks ./mocks
COPY --from=server /src/bff ./bff
COPY --from=server /src/docs ./docs
COPY --from=build /src/web/dist ./web/dist
# The `node` user (uid 1000) of the official image.
USER node
EXPOSE 3000
# Liveness. /readyz (the API answers) is the readiness probe for an orchestrator or load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# On SIGTERM the BFF stops accepting, finishes what is in flight and exits within 10 s: give it
# longer than that before the SIGKILL (docker run --stop-timeout 15; Kubernetes' default is 30 s).
STOPSIGNAL SIGTERM
CMD ["node", "bff/src/server.ts"]

# syntax=docker/dockerfile:1
# The console in a container (docs/deployment.md, ADR 369): built once in the first stage, run by the second, which
# only serves what was built (`npm run serve`). One container is one server process; run several behind a load
# balancer (compose.yaml) rather than WORKERS above 1 in one.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The console for ROUTE_PREFIX (dist/) and the server bundle (.server-build/); the bundle names absolute paths, so
# the runtime stage keeps WORKDIR /app. Then the tools only the build and the tests need go.
ARG ROUTE_PREFIX=/admin
RUN ROUTE_PREFIX=${ROUTE_PREFIX} npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` on PostgreSQL: Debian 12's are version 15, the
# major version compose.yaml runs (pg_dump must be at least the server's).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV PORT=8080 \
  HOST=0.0.0.0 \
  DATA_DIR=/data \
  SEED_DEMO=false
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Ready: migrated, the store and the heavy-work thread answer; a draining server answers 503 (ADRs 227, 362).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM and exits within SHUTDOWN_GRACE_SECONDS (25 by default): give `docker stop` more.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs", "--serve"]

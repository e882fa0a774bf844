# syntax=docker/dockerfile:1
# Scoreline's image (issue 57, ADR 086): one image for every role (ROLE=web, ROLE=worker). Node 24 LTS, production
# dependencies only, runs as the unprivileged `node` user. Build: docker build -t scoreline:$(git describe) .

# --- build: every dependency, then the web app and the API's bundle (with the operator commands, ADR 087) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the release (manifests, lock file, builds, migrations, embedded season) and `npm ci --omit=dev` ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/scoreline \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/data data
COPY deploy/healthcheck.mjs deploy/healthcheck.mjs
RUN mkdir -p /var/lib/scoreline && chown node:node /var/lib/scoreline
USER node
# 3000: the app (web, all); 9464: METRICS_PORT when set (health and metrics; the worker's only port).
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "apps/api/dist/server.js"]

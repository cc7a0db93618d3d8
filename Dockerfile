# syntax=docker/dockerfile:1
# The Raiz Vital server image (docs/deploy.md). The same steps as the README's Production section:
# `npm ci && npm run build`, then `npm run serve` — tests/reliability/deploy-recipe.test.ts keeps them equal.

# 1. Build: every dependency (Vite, React Router's compiler, esbuild), then the production build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. What runs: production dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# 3. The image: the build, the migrations and the production dependencies, run by an unprivileged user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
# The maintenance commands (npm run backup / restore / db:migrate) run from the sources with tsx.
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
# DATA_DIR (uploads when S3_URL is unset, the local mail folder) and Node's compile cache are the only
# places written; the user `node` (uid 1000) of the base image owns them.
RUN mkdir -p /data build/server/.cache && chown -R node:node /data build/server/.cache
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness only (no database call): a database outage must not restart every process. Load balancers
# use /readyz (docs/deploy.md).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "serve"]

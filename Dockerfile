# syntax=docker/dockerfile:1
# Companion chat: one image, run as several replicas (docs/DEPLOY.md). Node 24 LTS.

# 1. Build the web app with every dependency.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (tsx runs the TypeScript server, so it is one of them).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The runtime: no compilers, no dev dependencies, not root.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node public ./public
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Five misses in a row (75 s) before "unhealthy": longer than the bounded start (PostgreSQL and
# Redis retries, migrations). No --start-period: dockerfilelint 1.8 refuses the option's name.
HEALTHCHECK --interval=15s --timeout=5s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): replies get SHUTDOWN_GRACE_MS to finish.
CMD ["node", "--import", "tsx", "src/server/main.ts"]

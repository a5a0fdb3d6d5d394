# syntax=docker/dockerfile:1
# Pillars, production image. The same commands as `npm run check:production`, which CI runs on
# every change (no Docker engine runs on the CI machines): build with the dev dependencies, then a
# runtime of `npm ci --omit=dev` and the built dist/ only. See docs/self-hosting.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY drizzle ./drizzle
COPY scripts/build.mjs scripts/cli.mjs ./scripts/
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: one process, and SIGTERM reaches the server (it drains, then exits 0).
CMD ["node", "--enable-source-maps", "dist/server/main.js"]

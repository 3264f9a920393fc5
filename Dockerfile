# One image for both roles: `node scripts/server.mjs` (web) and `npm run worker` (worker).
# Build: docker build -t colorwell .   Run: see compose.yaml and docs/operations.md.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx next build && npm prune --omit=dev --no-audit --no-fund && npm install --no-save --no-audit --no-fund tsx
# The embedded database's template (initdb once here, not on the first start of every new /data volume).
RUN node scripts/embedded-db-template.mjs

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
# The web process needs the build; the worker runs the TypeScript sources through tsx.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (no shell in between), so the graceful stop runs.
CMD ["node", "scripts/server.mjs"]

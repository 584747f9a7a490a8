# The shop's server image: one process serving the API, the media and both builds of the app (docs/DEPLOY.md).
# PREVIOUS_IMAGE, the release being replaced, lends its hashed script and style files, so pages it served keep
# loading theirs from either release during a rolling upgrade.
ARG PREVIOUS_IMAGE=build

# Build stage: every dependency, then the window's bundle and the server render's.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${PREVIOUS_IMAGE} AS previous

# Run stage: production dependencies and what the server reads, as an unprivileged user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY server ./server
COPY src ./src
COPY public ./public
COPY tsconfig.json ./
COPY --from=previous /app/dist/assets ./dist/assets
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
USER node
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# npm would not pass SIGTERM on for the drain (server/drain.ts): the server is started directly, as `npm run serve`.
CMD ["node", "--import", "tsx", "server/main.ts"]

# The site as one image: built once, run as `npm run serve` (plain node, NODE_ENV=production).
# compose.yaml runs two of it behind a proxy, on PostgreSQL and Redis.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "apps/server/dist/server.js"]

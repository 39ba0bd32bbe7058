# The site as one image: built once, run as `npm run serve` (plain node, NODE_ENV=production).
# compose.yaml runs two of it behind a proxy, on PostgreSQL and Redis.
FROM node:20-bookworm-slim
WORKDIR /app
# The game tiles' titles are SVG text, drawn into bitmaps on the server (web/raster-art.ts): it needs fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=4", "--v8-pool-size=0", "apps/server/dist/server.js"]

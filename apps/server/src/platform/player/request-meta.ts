import type { FastifyRequest } from 'fastify';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  device: 'mobile' | 'tablet' | 'desktop';
  platform: 'web' | 'tg';
  source: string | null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function deviceOf(userAgent: string): RequestMeta['device'] {
  if (/iPad|Tablet/i.test(userAgent)) return 'tablet';
  if (/Mobi|Android|iPhone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Who is calling: recorded on sessions (§7 platform and source headers). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = header(request, 'user-agent')?.slice(0, 400) ?? null;
  const platform = header(request, 'x-platform') === 'tg' ? 'tg' : 'web';
  return {
    ip: (request.server.config.TRUST_PROXY && header(request, 'cf-connecting-ip')) || request.ip,
    userAgent,
    device: deviceOf(userAgent ?? ''),
    platform,
    source: header(request, 'x-source')?.slice(0, 60) ?? null,
  };
}

import type { healthRepo } from './repo';

export type HealthReport =
  | { status: 'ok'; database: { status: 'up'; latencyMs: number } }
  | { status: 'degraded'; database: { status: 'down' } };

export function healthService(repo: ReturnType<typeof healthRepo>) {
  return {
    async report(): Promise<HealthReport> {
      const started = performance.now();
      try {
        await repo.ping();
        return {
          status: 'ok',
          database: { status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        };
      } catch {
        return { status: 'degraded', database: { status: 'down' } };
      }
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;

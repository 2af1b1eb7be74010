import type { Config } from './config';
import { isLoopbackHost } from './config-parsers';

/**
 * The start-up log's account of what this process exposes (decision 0024): mode and reach, development tools
 * and why, the SMS adapter, demo data and metrics. Never a secret: the SMS provider appears by host only.
 */
export function startupReport(config: Config, opts: { metricsPort: number | null }): string[] {
  const loopback = isLoopbackHost(config.host);
  const lines = [
    `mode: ${config.env}, listening on ${config.host}:${config.port} ` +
      (loopback ? '(loopback only: HOST=0.0.0.0 accepts other machines)' : '(reachable from other machines)'),
  ];
  if (config.devTools.enabled) {
    const tools = config.devOutbox
      ? 'SMS outbox at /dev/outbox/ and /api/dev/outbox'
      : `none active (the SMS outbox needs SMS_ADAPTER=outbox, this is ${config.sms.adapter})`;
    lines.push(`development tools: ON (${config.devTools.reason}): ${tools}`);
    if (!loopback && config.devOutbox)
      lines.push(
        'WARNING: development tools on a server other machines can reach: anyone can read every one-time password at /dev/outbox/',
      );
  } else {
    lines.push(`development tools: off (${config.devTools.reason}; DEV_TOOLS=1 turns them on)`);
  }
  const sms =
    config.sms.adapter === 'http'
      ? `http (provider ${config.sms.httpUrl ? new URL(config.sms.httpUrl).host : '?'}, sender ${config.sms.sender})`
      : 'outbox (messages are written to the sms_outbox table, never sent)';
  lines.push(`SMS adapter: ${sms}`);
  lines.push(
    !config.seedOnStart
      ? 'seed at start: off (SEED_ON_START=false)'
      : config.seedDemo
        ? 'seed at start: reference data and demo content (SEED_DEMO=0 leaves the demo out)'
        : 'seed at start: reference data only (SEED_DEMO=1 adds the demo content)',
  );
  const metrics = [
    opts.metricsPort !== null &&
      `http://${config.metrics.host}:${opts.metricsPort}/metrics${config.metrics.token ? ' (bearer token)' : ''}`,
    config.metrics.token && '/metrics on the app port with the METRICS_TOKEN bearer token',
  ].filter(Boolean);
  lines.push(
    `metrics: ${metrics.length > 0 ? metrics.join('; ') : 'off (METRICS_PORT or METRICS_TOKEN turns them on)'}`,
  );
  if (opts.metricsPort !== null && !isLoopbackHost(config.metrics.host) && !config.metrics.token)
    lines.push(
      `WARNING: metrics on ${config.metrics.host} without METRICS_TOKEN: other machines can read them`,
    );
  return lines;
}

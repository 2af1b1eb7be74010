/** Environment that raises every request rate limit so the limiter never refuses a bench or fault-suite client. */
export function raisedRateLimits(value = '10000000'): Record<string, string> {
  const env: Record<string, string> = {};
  for (const bucket of ['DEVICE', 'VISIT', 'WRITE', 'READ'])
    for (const per of ['IP', 'DEVICE']) env[`RATE_LIMIT_${bucket}_PER_${per}`] = value;
  return env;
}

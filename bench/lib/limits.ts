/** Environment that raises every request rate limit so the limiter never refuses a bench or fault-suite client. */
export function raisedRateLimits(value = '10000000'): Record<string, string> {
  const env: Record<string, string> = {};
  for (const bucket of ['DEVICE', 'VISIT', 'WRITE', 'READ'])
    for (const per of ['IP', 'DEVICE']) env[`RATE_LIMIT_${bucket}_PER_${per}`] = value;
  // The lead limits (decision 0030) are counted in the leads table itself.
  for (const name of ['PER_DEVICE_PER_HOUR', 'PER_IP_PER_HOUR', 'PER_MOBILE_PRODUCT_PER_DAY'])
    env[`LEAD_LIMIT_${name}`] = value;
  return env;
}

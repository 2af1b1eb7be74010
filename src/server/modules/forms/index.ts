import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { FormsService } from './types';

/** Registers the user-form and option-list endpoints and returns the forms service. (Filled in by issue 4 §2.) */
export function registerFormsModule(_app: FastifyInstance, _ctx: ModuleContext): FormsService {
  return {
    getUserForm: async () => null,
    getForm: async () => null,
    getNextForm: async () => null,
  };
}

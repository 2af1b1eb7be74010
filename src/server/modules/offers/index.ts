import type { ModuleContext } from '../context';
import { offersRepo } from './repo';
import { offersService, type OffersService } from './service';

/**
 * Banking offers (loans, bank accounts). They have no URL of their own: the quotes call lists them for a banking
 * enquiry and the lead call records the chosen one (docs/product/loans.md), so the module is one service, built
 * once and given to both.
 */
export function createOffersModule(ctx: ModuleContext): OffersService {
  return offersService({ repo: offersRepo(ctx.db), log: ctx.log });
}

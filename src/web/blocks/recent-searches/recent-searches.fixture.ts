import type { TBlockOf } from '../../../shared/contracts/blocks';

export const recentSearchesEn: TBlockOf<'RECENT_SEARCHES'> = { type: 'RECENT_SEARCHES', key: 'home-recent' };
export const recentSearchesAr: TBlockOf<'RECENT_SEARCHES'> = {
  type: 'RECENT_SEARCHES',
  key: 'home-recent-ar',
};

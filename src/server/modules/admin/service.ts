import type { TChromeData } from '../../../shared/contracts/chrome';
import type { PageUpdate, RedirectionUpdate } from './schemas';
import type { AdminRepo } from './repo';
import { refuseRedirectProblem } from '../console-content/redirections';

export type AdminUpdated = { updated: true; tags: string[] };

/**
 * Content updates that must show at once (decision 0025): each write commits, then the page cache syncs its
 * versions (and Redis) before the call answers, so the next request on any node renders afresh.
 */
export function adminService(repo: AdminRepo, pageCache: { sync(): Promise<unknown> }) {
  const done = async (tags: string[]): Promise<AdminUpdated> => {
    await pageCache.sync();
    return { updated: true, tags };
  };
  return {
    async storePage(b: PageUpdate): Promise<AdminUpdated> {
      await repo.upsertPage(b);
      return done([`page:${b.urlPath}`]);
    },
    async storeRedirection(b: RedirectionUpdate): Promise<AdminUpdated> {
      // The same loop and chain rules as the console's (decision 0124): 409 REDIRECT_LOOP / REDIRECT_CHAIN.
      if (b.published) refuseRedirectProblem(await repo.otherPublishedRedirections(b.fromPath), b);
      await repo.upsertRedirection(b);
      return done(['redirects']);
    },
    async storeChrome(language: string, data: TChromeData): Promise<AdminUpdated> {
      await repo.upsertChrome(language, data);
      return done(['chrome']);
    },
    async purge(tags: string[]): Promise<AdminUpdated> {
      await repo.purge(tags);
      return done(tags);
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;

import type { ComponentType } from 'react';
import type { ConsoleRole } from '../../shared/contracts/console';

/**
 * The console's React app (its own entry, never loaded by visitor pages): the shell (header, navigation, sign-out)
 * and one lazily loaded section per area. A section is a module whose default export takes these props; the shell
 * lists the sections in `sections.ts` with the roles that see them (the server enforces the same roles on every
 * `/api/console/` route; the list only hides what a role cannot use).
 */
export type ConsoleLang = 'en' | 'ar';

/** GET /api/console/me's `data`. */
export type ConsoleMe = {
  id: number;
  email: string;
  displayName: string;
  role: ConsoleRole;
  products: number[];
};

/** A failed console call: the server's stable `code` and its human message (already in the staff's language). */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type ConsoleApiInit = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; the shell adds the content type. */
  body?: unknown;
  signal?: AbortSignal;
};

/** Calls `/api/console/<path>` on this origin with the staff cookie and answers the JSON `data`; throws ConsoleApiError. */
export type ConsoleApi = <T>(path: string, init?: ConsoleApiInit) => Promise<T>;

export type ConsoleSectionProps = {
  me: ConsoleMe;
  lang: ConsoleLang;
  /** `t('consoleLeads:list.title', { count: 3 })`: a key with its namespace, from the console's catalogues. */
  t: (key: string, vars?: Record<string, string | number>) => string;
  api: ConsoleApi;
  /** The section's own state lives in the address after '#': `#leads?status=new` → params `status=new`. */
  params: URLSearchParams;
  /** Go to another section or state: `navigate('leads', { id: '42' })` → `#leads?id=42`. */
  navigate: (sectionId: string, params?: Record<string, string>) => void;
};

export type ConsoleSection = {
  /** The address after '#', e.g. 'leads'. */
  id: string;
  /** Catalogue key of its navigation label, e.g. 'consoleLeads:nav'. */
  titleKey: string;
  roles: readonly ConsoleRole[];
  load: () => Promise<{ default: ComponentType<ConsoleSectionProps> }>;
};

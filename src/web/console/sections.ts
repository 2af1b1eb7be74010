import * as audit from './audit';
import * as catalogue from './catalogue/section';
import * as contentImages from './content/images';
import * as contentRedirections from './content/redirections';
import * as contentReviews from './content/reviews';
import * as dnc from './dnc';
import * as funnel from './funnel';
import * as leads from './leads/section';
import * as pages from './pages/section';
import * as security from './security';
import * as staff from './staff';
import type { ConsoleSection } from './types';

/**
 * The console's sections, in navigation order (the shell shows those of the staff member's role; the server
 * enforces the same roles on every call). One bundle, no dynamic import (decision 0114, 'One bundle'): a dynamic
 * import in the console would move Vite's preload helper out of the visitor entry into a chunk both entries share,
 * and the visitor entry must import nothing (decision 0026). `load` stays a promise so the shell need not change.
 */
export const SECTIONS: readonly ConsoleSection[] = [
  {
    id: 'leads',
    titleKey: 'consoleLeads:nav',
    roles: ['agent', 'team_lead', 'admin'],
    load: () => Promise.resolve(leads),
  },
  {
    id: 'funnel',
    titleKey: 'consoleAdmin:nav.funnel',
    roles: ['team_lead', 'admin'],
    load: () => Promise.resolve(funnel),
  },
  {
    id: 'pages',
    titleKey: 'consolePages:nav',
    roles: ['content_editor', 'admin'],
    load: () => Promise.resolve(pages),
  },
  {
    id: 'staff',
    titleKey: 'consoleAdmin:nav.staff',
    roles: ['admin'],
    load: () => Promise.resolve(staff),
  },
  {
    id: 'dnc',
    titleKey: 'consoleContact:dnc.nav',
    roles: ['admin'],
    load: () => Promise.resolve(dnc),
  },
  {
    id: 'catalogue',
    titleKey: 'consoleCatalogue:nav',
    roles: ['admin'],
    load: () => Promise.resolve(catalogue),
  },
  {
    id: 'reviews',
    titleKey: 'consoleContent:nav.reviews',
    roles: ['content_editor', 'admin'],
    load: () => Promise.resolve(contentReviews),
  },
  {
    id: 'redirections',
    titleKey: 'consoleContent:nav.redirections',
    roles: ['content_editor', 'admin'],
    load: () => Promise.resolve(contentRedirections),
  },
  {
    id: 'images',
    titleKey: 'consoleContent:nav.images',
    roles: ['content_editor', 'admin'],
    load: () => Promise.resolve(contentImages),
  },
  {
    id: 'audit',
    titleKey: 'consoleAdmin:nav.audit',
    roles: ['admin'],
    load: () => Promise.resolve(audit),
  },
  {
    id: 'security',
    titleKey: 'consolePasskeys:nav',
    roles: ['agent', 'team_lead', 'content_editor', 'admin'],
    load: () => Promise.resolve(security),
  },
];

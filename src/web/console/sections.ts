import type { ConsoleSection } from './types';

/**
 * The console's sections, in navigation order (the shell shows those of the staff member's role; the server
 * enforces the same roles on every call). Each loads on demand: a section's code is its own chunk.
 */
export const SECTIONS: readonly ConsoleSection[] = [
  {
    id: 'leads',
    titleKey: 'consoleLeads:nav',
    roles: ['agent', 'team_lead', 'admin'],
    load: () => import('./leads/section'),
  },
  {
    id: 'funnel',
    titleKey: 'consoleAdmin:nav.funnel',
    roles: ['team_lead', 'admin'],
    load: () => import('./funnel'),
  },
  {
    id: 'staff',
    titleKey: 'consoleAdmin:nav.staff',
    roles: ['admin'],
    load: () => import('./staff'),
  },
  {
    id: 'dnc',
    titleKey: 'consoleContact:dnc.nav',
    roles: ['admin'],
    load: () => import('./dnc'),
  },
  {
    id: 'audit',
    titleKey: 'consoleAdmin:nav.audit',
    roles: ['admin'],
    load: () => import('./audit'),
  },
  {
    id: 'security',
    titleKey: 'consolePasskeys:nav',
    roles: ['agent', 'team_lead', 'content_editor', 'admin'],
    load: () => import('./security'),
  },
];

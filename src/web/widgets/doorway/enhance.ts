import type { DialogController } from '../../ui/dialog/dialog';
import { checkMobile, cleanMobile } from '../../leads-form/validate';
import { enhanceMore } from '../cm-more/enhance';
import { enhanceDoorwayPaging } from './paging';

/** What the server hands the lead form (non-executable JSON inside the block). */
export type DoorwayLeadData = {
  productId: number;
  messages: {
    required: string;
    invalid: string;
    consent: string;
    failed: string;
    done: string;
    sending: string;
  };
};

/**
 * The number as the site's mobile rule reads it (docs/product/pages.md; decision 0029: '+971 50 123 4567', '050-123-4567'
 * and Arabic-Indic digits all give '501234567'), and what is wrong with it; the server checks it again.
 */
export function readMobile(raw: string): { digits: string; problem: 'required' | 'invalid' | null } {
  // The plain-module twin of shared/rules/inputs (leads-form/validate.ts, proven to agree): the rule engine's chunk
  // imports React, and the entry must import nothing (decision 0026).
  const digits = cleanMobile(raw);
  const check = checkMobile(digits);
  return { digits, problem: check === 'ok' ? null : check };
}

/** A redirect the lead answer names, followed only when it stays on this site. */
export function sameSitePath(url: string | undefined): string | undefined {
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : undefined;
}

/**
 * DOORWAY: Expand / Collapse (the `cm-more` behaviour, or the next page from the server for a paged doorway) and, for type 3, 'Get Quotes' opening the lead form.
 * The request code (session wait, request helper) loads only when a visitor sends the form.
 */
export function enhanceDoorway(root: HTMLElement): void {
  // A server-paged doorway (decision 0112) fetches its next page; a document's shows and hides what it has.
  if (root.dataset.cmsQuery !== undefined) enhanceDoorwayPaging(root);
  else enhanceMore(root);
  const dialog = root.querySelector<HTMLDialogElement>('dialog.doorway-lead');
  const json = root.querySelector('script[data-json="doorway-lead"]')?.textContent;
  const form = dialog?.querySelector('form');
  if (!dialog || !json || !form || typeof dialog.showModal !== 'function') return;
  const data = JSON.parse(json) as DoorwayLeadData;
  const error = form.querySelector<HTMLElement>('[data-lead-error]');
  const status = form.querySelector<HTMLElement>('[data-lead-status]');
  const forText = form.querySelector<HTMLElement>('[data-lead-for]');
  const mobile = form.querySelector<HTMLInputElement>('input[name="mobile"]');
  const consent = form.querySelector<HTMLInputElement>('input[name="consent"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let sending = false;
  // The one dialog (Escape, backdrop, Back, focus returned to the link), loaded at the first 'Get Quotes'.
  let controller: Promise<DialogController> | null = null;
  const lead = () =>
    (controller ??= import('../../ui/dialog/dialog').then(({ createDialog }) => createDialog(dialog)));

  const say = (problem: string, done = '') => {
    if (error) error.textContent = problem;
    if (status) status.textContent = done;
    mobile?.setAttribute('aria-invalid', String(problem !== '' && problem !== data.messages.consent));
  };

  // One listener for every card's 'Get Quotes', the fetched ones too.
  root.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-get-quotes]') : null;
    if (!link || !root.contains(link)) return;
    e.preventDefault();
    if (forText) forText.textContent = link.dataset.getQuotes ?? '';
    say('');
    void lead().then((c) => {
      c.open();
      mobile?.focus();
    });
  });
  form.querySelector('[data-lead-close]')?.addEventListener('click', (e) => {
    e.preventDefault();
    void controller?.then((c) => c.close());
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (sending) return;
    const { digits, problem } = readMobile(mobile?.value ?? '');
    if (problem) {
      say(data.messages[problem]);
      mobile?.focus();
      return;
    }
    if (!consent?.checked) {
      say(data.messages.consent);
      consent?.focus();
      return;
    }
    sending = true;
    if (submit) submit.disabled = true;
    say('', data.messages.sending);
    import('./submit')
      .then((m) => m.postDoorwayLead(digits, data.productId))
      .then((res) => {
        if (!res.ok) {
          say(res.message || data.messages.failed);
          return;
        }
        const next = sameSitePath(res.next);
        if (next) window.location.assign(next);
        else say('', data.messages.done);
      })
      .catch(() => say(data.messages.failed))
      .finally(() => {
        sending = false;
        if (submit) submit.disabled = false;
      });
  });
}

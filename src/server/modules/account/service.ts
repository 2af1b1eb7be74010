import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import {
  ISSUE_TYPES,
  QUERY_PRODUCTS,
  type TPolicySchedule,
  type TTicket,
} from '../../../shared/contracts/account';
import { productPath } from '../../../shared/domain/products';
import { RENEWAL_LINK_TTL_DAYS, renewalToken } from '../renewals/link';
import { policyView, type PolicyLinks, type PolicyRow } from './policy-view';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../../lib/public-id';
import { linkMask, maskMobile } from '../../lib/masking';
import type { AccountRepo, TicketRow } from './repo';
import { escalationRefusal, nextEscalation } from './escalation';

export type AccountRefusal = {
  ok: false;
  status: number;
  code: string;
  message: string;
  retryAfter?: number;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** The account area (decision 0031): everything is read for the signed-in number only. */
export function accountService(repo: AccountRepo, deps: { renewalKey?: Buffer } = {}) {
  const links: PolicyLinks = {
    // The renewal page (decision 0090) opens for a device signed in to the holder's number: the account links to it.
    renewal: (row) =>
      row.enquiry_public_id && deps.renewalKey
        ? `${productPath(row.country_product_id)}/renewal/${renewalToken(
            deps.renewalKey,
            row.public_id,
            new Date(Date.now() + RENEWAL_LINK_TTL_DAYS * 86_400_000),
          )}/`
        : null,
  };
  const viewsOf = (rows: PolicyRow[], lang: LangCode) =>
    rows.flatMap((r) => {
      const v = policyView(r, lang, links);
      return v ? [v] : [];
    });

  const ticketView = async (row: TicketRow, withEvents: boolean): Promise<TTicket> => {
    const state = {
      status: row.status,
      escLevel: row.esc_level,
      levelSince: new Date(row.level_since),
      now: new Date(row.now),
    };
    const next = nextEscalation(state);
    const events = withEvents ? await repo.events(row.id) : [];
    return {
      ticketId: row.public_id,
      productId: row.country_product_id,
      issueTypeId: row.issue_type_id,
      policyId: row.policy_public_id,
      description: row.description,
      status: row.status,
      escLevel: row.esc_level,
      nextEscalation: next ? { level: next.level, availableAt: next.availableAt.toISOString() } : null,
      createdAt: iso(row.created_at),
      events: events.map((e) => ({
        kind: e.kind,
        escLevel: e.esc_level,
        comment: e.comment,
        at: iso(e.created_at),
      })),
    };
  };

  return {
    async overview(mobileNumber: string, lang: LangCode) {
      const [enquiries, leads, policies, tickets] = await Promise.all([
        repo.enquiries(mobileNumber),
        repo.leads(mobileNumber),
        repo.policies(mobileNumber),
        repo.tickets(mobileNumber),
      ]);
      return {
        maskedMobile: maskMobile(mobileNumber),
        enquiries: enquiries.map((e) => ({
          enquiryId: e.public_id,
          productId: e.country_product_id,
          status: e.status,
          reference: e.reference,
          createdAt: iso(e.created_at),
        })),
        leads: leads.map((l) => ({
          leadId: l.public_id,
          productId: l.country_product_id,
          source: l.source,
          providerName: l.provider ? localized(l.provider, lang) : null,
          createdAt: iso(l.created_at),
        })),
        policies: viewsOf(policies, lang),
        tickets: await Promise.all(tickets.map((r) => ticketView(r, false))),
      };
    },

    products(lang: LangCode) {
      const t = tFor(lang);
      return { data: QUERY_PRODUCTS.map((id) => ({ id, name: t(`products.${id}`) })) };
    },

    issueTypes(productId: number, lang: LangCode) {
      const ids = ISSUE_TYPES[productId];
      if (!ids) return null;
      const t = tFor(lang);
      return { data: ids.map((id) => ({ id, name: t(`account:issue.${id}`) })) };
    },

    async booking(mobileNumber: string, policyId: string, lang: LangCode) {
      return viewsOf(await repo.policies(mobileNumber, policyId), lang)[0] ?? null;
    },
    /**
     * The printable schedule (decision 0088): an issued policy of the signed-in number (active, ended or cancelled),
     * else null (the page answers 404 exactly as for a policy that does not exist).
     */
    async schedule(mobileNumber: string, policyId: string, lang: LangCode): Promise<TPolicySchedule | null> {
      const p = viewsOf(await repo.policies(mobileNumber, policyId), lang)[0];
      if (!p || p.status === 'issuing') return null;
      return {
        policyId: p.policyId,
        productId: p.productId,
        status: p.status,
        policyNumber: p.policyNumber,
        holder: linkMask(mobileNumber),
        insurer: p.insurer,
        planName: p.planName,
        startDate: p.startDate,
        endDate: p.endDate,
        price: p.price,
        cover: p.cover,
        howToClaim: p.howToClaim,
        quoteId: p.quoteId ?? null,
        certificate: p.links.certificate,
      };
    },
    /** 'Remind me before renewal': null when the number has no such policy; refused when it cannot be reminded. */
    async reminders(
      mobileNumber: string,
      policyId: string,
      on: boolean,
      lang: LangCode,
    ): Promise<{ ok: true; on: boolean } | AccountRefusal | null> {
      const p = viewsOf(await repo.policies(mobileNumber, policyId), lang)[0];
      if (!p) return null;
      if (!p.reminders.available)
        return {
          ok: false,
          status: 409,
          code: 'POLICY_NOT_ACTIVE',
          message: tFor(lang)('account:errors.remindersUnavailable'),
        };
      return { ok: true, on: await repo.setReminders(mobileNumber, policyId, on) };
    },
    async raise(
      mobileNumber: string,
      input: { productId: number; issueTypeId: number; policyId?: string | undefined; description: string },
      lang: LangCode,
    ): Promise<{ ok: true; ticket: TTicket } | AccountRefusal> {
      const t = tFor(lang);
      if (!ISSUE_TYPES[input.productId]?.includes(input.issueTypeId))
        return { ok: false, status: 422, code: 'UNKNOWN_ISSUE_TYPE', message: t('account:errors.issueType') };
      let policyId: number | null = null;
      if (input.policyId) {
        policyId = await repo.policyId(mobileNumber, input.policyId);
        if (policyId === null)
          return { ok: false, status: 404, code: 'NOT_FOUND', message: t('account:errors.notFound') };
      }
      const publicId = newPublicId();
      await repo.insertTicket({
        publicId,
        mobileNumber,
        productId: input.productId,
        issueTypeId: input.issueTypeId,
        policyId,
        description: input.description,
      });
      const row = await repo.ticket(mobileNumber, publicId);
      if (!row) throw new Error('ticket not stored');
      return { ok: true, ticket: await ticketView(row, true) };
    },

    async ticket(mobileNumber: string, ticketId: string): Promise<TTicket | null> {
      const row = await repo.ticket(mobileNumber, ticketId);
      return row ? ticketView(row, true) : null;
    },

    async escalate(
      mobileNumber: string,
      input: { ticketId: string; escLevel: number; comment: string },
      lang: LangCode,
    ): Promise<{ ok: true; ticket: TTicket } | AccountRefusal | null> {
      const t = tFor(lang);
      const r = await repo.escalate(
        mobileNumber,
        input.ticketId,
        (row) =>
          escalationRefusal(
            {
              status: row.status,
              escLevel: row.esc_level,
              levelSince: new Date(row.level_since),
              now: new Date(row.now),
            },
            input.escLevel,
          ),
        { escLevel: input.escLevel, comment: input.comment },
      );
      if (!r.found) return null;
      if (r.refused) {
        const f = r.refused;
        return {
          ok: false,
          status: f.status,
          code: f.code,
          message: t(f.messageKey, f.values ?? {}),
          ...(f.retryAfter === undefined ? {} : { retryAfter: f.retryAfter }),
        };
      }
      const ticket = await this.ticket(mobileNumber, input.ticketId);
      if (!ticket) return null;
      return { ok: true, ticket };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

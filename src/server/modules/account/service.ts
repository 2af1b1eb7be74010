import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import { ISSUE_TYPES, QUERY_PRODUCTS, ZPolicyData, type TTicket } from '../../../shared/contracts/account';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../../lib/public-id';
import { maskMobile } from '../../lib/masking';
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
export function accountService(repo: AccountRepo) {
  const policyView = (p: Awaited<ReturnType<AccountRepo['policies']>>[number], lang: LangCode) => {
    const data = ZPolicyData.parse(p.data);
    const t = tFor(lang);
    return {
      policyId: p.public_id,
      productId: p.country_product_id,
      policyNumber: p.policy_number,
      startDate: p.start_date,
      endDate: p.end_date,
      ...data,
      howToClaim: [1, 2, 3, 4].map((n) =>
        t(`account:claim.step${n}`, {
          insurer: data.insurer.name,
          phone: data.insurer.claimsPhone,
          email: data.insurer.claimsEmail,
          policy: p.policy_number,
        }),
      ),
    };
  };

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
        policies: policies.map((p) => policyView(p, lang)),
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
      const all = await repo.policies(mobileNumber);
      const p = all.find((x) => x.public_id === policyId);
      return p ? policyView(p, lang) : null;
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

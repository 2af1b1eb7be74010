import type { LangCode } from '../../../shared/domain/locales';
import type { TMyData } from '../../../shared/contracts/my-data';
import { tFor } from '../../../shared/i18n/catalogues';
import { localized, type Localized } from '../../../shared/i18n/localized';
import { maskMobile } from '../../lib/masking';
import type { MyDataRepo } from './repo';

const iso = (d: Date | string) => new Date(d).toISOString();
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const named = (v: Localized | null, lang: LangCode) => (v ? localized(v, lang) : null);

/**
 * "Who has my number" (decision 0033). `receiverName` is the CRM's configured display name (null: the
 * translated default). Every call takes the number the session proved, never one from the request.
 */
export function myDataService(repo: MyDataRepo, receiverName: string | null) {
  return {
    async view(n: string, lang: LangCode): Promise<TMyData> {
      const t = tFor(lang);
      const [leads, enquiries, erased, suppression, attempts] = await Promise.all([
        repo.leads(n),
        repo.enquiries(n),
        repo.erased(n),
        repo.suppression(n),
        repo.contactAttempts(n),
      ]);
      await repo.recordView(n, { leads: leads.length, enquiries: enquiries.length });
      const actions = await repo.actions(n);
      const receiver = receiverName ?? t('myData:receiver.crm');
      const productName = (id: number) => t(`products.${id}`);
      const leadViews = leads.map((l) => ({
        leadId: l.public_id,
        source: l.source,
        productId: l.country_product_id,
        productName: productName(l.country_product_id),
        planName: named(l.plan_name, lang),
        providerName: named(l.provider_name, lang),
        createdAt: iso(l.created_at),
        consent: { version: l.consent_version, at: iso(l.consent_at) },
        callWindow: {
          from: hhmm(l.call_from_minute),
          to: hhmm(l.call_to_minute),
          timeZone: 'Asia/Dubai' as const,
        },
        channel: l.channel,
        withdrawn:
          l.consent_withdrawn_at === null
            ? null
            : { at: iso(l.consent_withdrawn_at), reason: l.consent_withdrawn_reason ?? 'visitor' },
        erased: erased.leads.has(l.public_id),
        delivery: l.outbox_state
          ? {
              state: l.outbox_state,
              receiver,
              deliveredAt: l.delivered_at ? iso(l.delivered_at) : null,
            }
          : null,
      }));
      const enquiryViews = enquiries.map((e) => ({
        enquiryId: e.public_id,
        productId: e.country_product_id,
        productName: productName(e.country_product_id),
        reference: e.reference,
        createdAt: iso(e.created_at),
        erased: erased.enquiries.has(e.public_id),
        keptForPolicy: e.kept_for_policy,
        marketingConsent: {
          state:
            e.marketing_consent_at === null
              ? ('none' as const)
              : e.marketing_consent_withdrawn_at === null
                ? ('given' as const)
                : ('withdrawn' as const),
          version: e.marketing_consent_version,
          at: e.marketing_consent_at ? iso(e.marketing_consent_at) : null,
          withdrawnAt: e.marketing_consent_withdrawn_at ? iso(e.marketing_consent_withdrawn_at) : null,
        },
      }));
      return {
        maskedMobile: maskMobile(n),
        suppression: suppression
          ? {
              since: iso(suppression.since),
              liftedAt: suppression.liftedAt ? iso(suppression.liftedAt) : null,
            }
          : null,
        leads: leadViews,
        enquiries: enquiryViews,
        consents: [
          ...leadViews.map((l) => ({
            kind: 'contact' as const,
            subject: l.leadId,
            productName: l.productName,
            version: l.consent.version,
            givenAt: l.consent.at,
            withdrawnAt: l.withdrawn?.at ?? null,
          })),
          ...enquiryViews
            .filter((e) => e.marketingConsent.state !== 'none')
            .map((e) => ({
              kind: 'marketing' as const,
              subject: e.reference ?? e.enquiryId,
              productName: e.productName,
              version: e.marketingConsent.version,
              givenAt: e.marketingConsent.at,
              withdrawnAt: e.marketingConsent.withdrawnAt,
            })),
        ],
        actions: actions.map((a) => ({ action: a.action, at: iso(a.created_at), detail: a.detail })),
        contactAttempts: attempts.map((a) => ({
          leadId: a.public_id,
          at: iso(a.at),
          channel: a.channel,
          outcome: a.outcome,
        })),
      };
    },

    async withdraw(n: string) {
      return { success: true as const, withdrawn: await repo.withdraw(n) };
    },

    /** Decision 0044: contact may start again for this number (the session proved it by its code). */
    async lift(n: string) {
      return { success: true as const, ...(await repo.lift(n)) };
    },

    async erase(n: string) {
      return { success: true as const, ...(await repo.erase(n)) };
    },
  };
}

export type MyDataService = ReturnType<typeof myDataService>;

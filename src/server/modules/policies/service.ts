import type { FastifyBaseLogger } from 'fastify';
import { ZForm, type TField, type TFieldOption } from '../../../shared/contracts/journey';
import {
  POLICY_ERROR_CODES,
  HANDOFF_TTL_SECONDS,
  ZHandoffProposal,
  type THandoffProposal,
} from '../../../shared/contracts/policies';
import type {
  TBuyRequest,
  TBuyResponse,
  THandoffPreview,
  TPolicyView,
} from '../../../shared/contracts/policies-api';
import { ZInsurer, ZPlan, type TInsurer } from '../../../shared/contracts/quotes';
import { ZPolicyData } from '../../../shared/contracts/account';
import { QUOTES_ERROR_CODES } from '../../../shared/contracts/quotes-api-constants';
import { buysOnline } from '../../../shared/domain/buy-online';
import { localeOf, type LangCode } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { localized } from '../../../shared/i18n/localized';
import { fillPlaceholders } from '../../../shared/rules/placeholders';
import { insurerSecret, verifySignature, type InsurerSecrets } from '../../lib/insurer-signature';
import { refuse, type Outcome, type Refusal, type RefusalBody } from '../../lib/outcome';
import { newPublicId } from '../../lib/public-id';
import type { FormsService } from '../forms/types';
import type { QuotesService } from '../quotes/service';
import type { QuoteToBuy } from '../quotes/quote-to-buy';
import { formatFils } from '../quotes/domain/labels';
import { handoffIdHash, handoffKey, isGenuineHandoffId, newHandoffId } from './domain/handoff-id';
import { sentList, type PreviewFields } from './domain/preview';
import { buildProposal } from './domain/proposal';
import type { PoliciesRepo } from './repo';

/** What the policies use cases are given (index.ts). */
export type PoliciesDeps = {
  repo: PoliciesRepo;
  quotes: Pick<QuotesService, 'quoteToBuy'>;
  forms: Pick<FormsService, 'resolveOptions'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicOrigin: string;
  sessionSecret: string;
  insurerSecrets: InsurerSecrets;
  /** The insurers' checkout sandbox is served (src/sandbox/): the only checkout there is today. */
  insurerSandbox: boolean;
  /** Hosts besides our own origin a redirect to an insurer may point at (INSURER_REDIRECT_HOSTS). */
  insurerRedirectHosts: readonly string[];
  now?: () => Date;
};

type Found = Extract<QuoteToBuy, { kind: 'found' }>;
type Holder = { name: string | null; mobile: string; email: string | null };
type Resolved = { found: Found; holder: Holder; code: string };

/** 409 QUOTE_REPRICED's body: the new quote to confirm (ZQuoteRepriced). */
type RepricedBody = RefusalBody & {
  data: { quoteId: string; premiumFils: number; vatFils: number; totalFils: number };
};

const quoteNotFound = (lang: LangCode, key = 'policies:errors.quoteNotFound') =>
  refuse(lang, 404, POLICY_ERROR_CODES.QUOTE_NOT_FOUND, key);

/**
 * Buying through the insurer (docs/product/policies.md; decision 0084): the preview of what is sent, Buy (a pending
 * policy and a single-use handoff in one transaction, the visitor sent to the insurer's checkout with an opaque id
 * only), the insurer's signed fetch of the proposal, and the policy the thank-you page reads.
 */
export function policiesService(deps: PoliciesDeps) {
  const { repo, quotes, log } = deps;
  const now = deps.now ?? (() => new Date());
  const key = handoffKey(deps.sessionSecret);
  const origin = new URL(deps.publicOrigin).origin;
  const secretOf = (code: string) => insurerSecret(deps.insurerSecrets, deps.sessionSecret, code);

  const prefixed = (lang: LangCode, path: string) => {
    const { prefix } = localeOf(lang);
    return prefix ? `/${prefix}${path}` : path;
  };
  const returnUrl = (lang: LangCode, productId: number, publicId: string) =>
    `${origin}${prefixed(lang, `${productPath(productId)}/policy/thank-you/`)}?policy=${encodeURIComponent(publicId)}`;
  /** The insurer's checkout: today the sandbox on our own origin (a real insurer's host must be allowed). */
  const checkoutUrl = (code: string, handoffId: string): string | undefined => {
    const url = new URL(`/sandbox/insurers/${encodeURIComponent(code)}/checkout/${handoffId}/`, origin);
    const allowed = url.origin === origin || deps.insurerRedirectHosts.includes(url.hostname.toLowerCase());
    return allowed ? url.href : undefined;
  };

  /** Steps shared by the preview and Buy: the owner's quote of a product sold online, a proved number, a checkout. */
  async function resolve(
    deviceUuid: string,
    quoteId: string,
    lang: LangCode,
    reprice: boolean,
  ): Promise<Outcome<Resolved> | Refusal<RepricedBody>> {
    const first = await quotes.quoteToBuy({ deviceUuid, quoteId, reprice: false });
    if (first.kind === 'notFound') return quoteNotFound(lang);
    if (first.kind === 'planGone') return quoteNotFound(lang, 'quotes:errors.planNotQuoted');
    if (first.kind === 'incomplete' || !buysOnline(first.quote.productId))
      return refuse(lang, 422, POLICY_ERROR_CODES.NOT_BUYABLE_ONLINE, 'policies:errors.notBuyableOnline');
    const code = first.insurer.slug;
    // Fail closed: no checkout to send the visitor to, or an insurer that could not fetch the proposal.
    if (!deps.insurerSandbox || !secretOf(code))
      return refuse(lang, 422, POLICY_ERROR_CODES.NOT_BUYABLE_ONLINE, 'policies:errors.checkoutUnavailable');
    const h = await repo.holder(first.enquiry.id);
    if (!h?.verified || !h.mobile)
      return refuse(lang, 409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'policies:errors.mobileNotVerified');
    const holder: Holder = { name: h.name, mobile: h.mobile, email: h.email };
    if (!reprice) return { ok: true, value: { found: first, holder, code } };
    const found = await quotes.quoteToBuy({ deviceUuid, quoteId, reprice: true });
    if (found.kind === 'notFound') return quoteNotFound(lang);
    if (found.kind === 'planGone') return quoteNotFound(lang, 'quotes:errors.planNotQuoted');
    if (found.kind === 'incomplete')
      return refuse(lang, 422, QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, 'quotes:errors.enquiryIncomplete');
    if (found.repriced) {
      const b = found.quote.breakdown;
      const t = tFor(lang);
      return {
        ok: false,
        status: 409,
        body: {
          code: POLICY_ERROR_CODES.QUOTE_REPRICED,
          message: t('policies:errors.quoteRepriced', { amount: formatFils(b.totalFils) }),
          data: {
            quoteId: found.quote.publicId,
            premiumFils: b.netFils,
            vatFils: b.vatFils,
            totalFils: b.totalFils,
          },
        },
      };
    }
    return { ok: true, value: { found, holder, code } };
  }

  /** The product's journey fields in the language (English where a form has no such language). */
  async function previewFields(
    productId: number,
    lang: LangCode,
    answers: Record<string, unknown>,
  ): Promise<PreviewFields> {
    const rows = await repo.productForms(productId, lang === 'en' ? ['en'] : [lang, 'en']);
    const byLang = (l: string) => {
      const map = new Map<string, TField>();
      for (const row of rows.filter((r) => r.language === l)) {
        const form = ZForm.safeParse(row.definition);
        if (!form.success) continue;
        for (const s of form.data.screens)
          for (const f of s.fields) if (!map.has(f.fieldId)) map.set(f.fieldId, f);
      }
      return map;
    };
    const fields = byLang(lang);
    if (lang !== 'en') for (const [id, f] of byLang('en')) if (!fields.has(id)) fields.set(id, f);
    const remoteOptions = new Map<string, readonly TFieldOption[]>();
    await Promise.all(
      [...fields.values()].map(async (f) => {
        if (f.options || !f.optionsSource || answers[f.fieldId] === undefined) return;
        const url = fillPlaceholders(f.optionsSource.url, answers as Parameters<typeof fillPlaceholders>[1]);
        if (url === null) return;
        const options = await deps.forms.resolveOptions(url, lang);
        if (options) remoteOptions.set(f.fieldId, options);
      }),
    );
    return { fields, remoteOptions };
  }

  const insurerRef = (insurer: TInsurer, lang: LangCode) => ({
    code: insurer.slug,
    name: localized(insurer.name, lang),
    logo: insurer.logo,
  });

  return {
    /** GET /api/quotes/{quoteId}/handoff-preview. */
    async preview(input: {
      deviceUuid: string;
      quoteId: string;
      language: LangCode;
    }): Promise<Outcome<THandoffPreview>> {
      const lang = input.language;
      const r = await resolve(input.deviceUuid, input.quoteId, lang, false);
      if (!r.ok) return r;
      const { found, holder } = r.value;
      const b = found.quote.breakdown;
      const lookup = await previewFields(found.quote.productId, lang, found.enquiry.answers);
      return {
        ok: true,
        value: {
          insurer: insurerRef(found.insurer, lang),
          planName: localized(found.plan.planName, lang),
          price: { premiumFils: b.netFils, vatFils: b.vatFils, totalFils: b.totalFils },
          sent: sentList(tFor(lang), found.quote.productId, holder, found.enquiry.answers, lookup),
          validUntil: found.quote.validUntil.toISOString(),
        },
      };
    },

    /** POST /api/quotes/{quoteId}/buy. */
    async buy(input: {
      deviceUuid: string;
      quoteId: string;
      body: TBuyRequest;
      language: LangCode;
      idempotencyKey: string | null;
    }): Promise<Outcome<TBuyResponse> | Refusal<RepricedBody>> {
      const lang = input.language;
      const r = await resolve(input.deviceUuid, input.quoteId, lang, true);
      if (!r.ok) return r;
      const { found, holder, code } = r.value;
      const deviceId = await repo.deviceIdByUuid(input.deviceUuid);
      if (deviceId === undefined) return quoteNotFound(lang);
      const { quote, enquiry, plan, insurer } = found;
      const b = quote.breakdown;
      const at = now();
      let handoffId = '';
      const result = await repo.buy(
        {
          publicId: newPublicId(),
          mobile: holder.mobile,
          productId: quote.productId,
          insurerId: insurer.id,
          quoteRowId: quote.id,
          enquiryRowId: enquiry.id,
          deviceId,
          premiumFils: b.netFils,
          vatFils: b.vatFils,
          idempotencyKey: input.idempotencyKey,
          reminderConsentAt: input.body.reminderConsent ? at : null,
        },
        (reference) => {
          handoffId = newHandoffId(key);
          const payload: THandoffProposal = buildProposal({
            reference,
            quoteId: quote.publicId,
            insurerCode: code,
            productId: quote.productId,
            planId: plan.planId,
            planName: localized(plan.planName, lang),
            premiumFils: b.netFils,
            vatFils: b.vatFils,
            pricedAt: quote.pricedAt,
            validUntil: quote.validUntil,
            holder,
            answers: enquiry.answers,
            returnUrl: returnUrl(lang, quote.productId, reference),
            language: lang,
          });
          return {
            idHash: handoffIdHash(handoffId),
            insurerId: insurer.id,
            payload: ZHandoffProposal.parse(payload),
            expiresAt: new Date(at.getTime() + HANDOFF_TTL_SECONDS * 1000),
          };
        },
        at,
      );
      const publicId = result.policy.publicId;
      // A purchase already completed with the insurer goes to its thank-you page instead of a second checkout.
      const url = result.handedOff
        ? checkoutUrl(code, handoffId)
        : returnUrl(lang, quote.productId, publicId);
      if (!url)
        return refuse(
          lang,
          422,
          POLICY_ERROR_CODES.NOT_BUYABLE_ONLINE,
          'policies:errors.checkoutUnavailable',
        );
      return {
        ok: true,
        value: { redirectToInsurer: { type: 'REDIRECT', config: { url } }, policyId: publicId },
      };
    },

    /**
     * GET /api/insurers/{insurerCode}/handoffs/{handoffId}: the insurer's signed, single-use fetch of the proposal.
     * Refusals say why without the id, the proposal or the signature in any log line.
     */
    async fetchHandoff(input: {
      insurerCode: string;
      handoffId: string;
      signature: string | undefined;
      /** The path that was signed: `/api/insurers/{code}/handoffs/{handoffId}` from the matched route's parameters. */
      path: string;
    }): Promise<Outcome<THandoffProposal>> {
      const lang: LangCode = 'en';
      const { insurerCode } = input;
      const secret = secretOf(insurerCode);
      if (!secret) {
        log.warn({ insurerCode }, 'handoff fetch refused: insurer without a secret');
        return refuse(
          lang,
          401,
          POLICY_ERROR_CODES.INSURER_NOT_CONFIGURED,
          'policies:errors.insurerNotConfigured',
        );
      }
      const at = now();
      const check = verifySignature(input.signature, secret, input.path, at.getTime() / 1000);
      if (!check.ok) {
        log.warn({ insurerCode, reason: check.reason }, 'handoff fetch refused: signature');
        return refuse(lang, 401, POLICY_ERROR_CODES.BAD_SIGNATURE, 'policies:errors.badSignature');
      }
      const notFound = refuse(
        lang,
        404,
        POLICY_ERROR_CODES.HANDOFF_NOT_FOUND,
        'policies:errors.handoffNotFound',
      );
      if (!isGenuineHandoffId(key, input.handoffId)) {
        log.warn({ insurerCode }, 'handoff fetch refused: not an id of ours');
        return notFound;
      }
      const r = await repo.consumeHandoff(handoffIdHash(input.handoffId), insurerCode, at);
      if (r.ok) return { ok: true, value: ZHandoffProposal.parse(r.payload) };
      log.warn({ insurerCode, state: r.state }, 'handoff fetch refused');
      if (r.state === 'used')
        return refuse(lang, 409, POLICY_ERROR_CODES.HANDOFF_USED, 'policies:errors.handoffUsed');
      if (r.state === 'expired')
        return refuse(lang, 410, POLICY_ERROR_CODES.HANDOFF_EXPIRED, 'policies:errors.handoffExpired');
      return notFound;
    },

    /** GET /api/policies/{publicId}: the thank-you page's policy, to the device that bought it only. */
    async policy(input: {
      deviceUuid: string;
      publicId: string;
      language: LangCode;
    }): Promise<Outcome<TPolicyView>> {
      const lang = input.language;
      const row = await repo.policyOfDevice(input.publicId, input.deviceUuid);
      const insurer = row && ZInsurer.safeParse(row.insurer);
      if (!row || !insurer?.success)
        return refuse(lang, 404, POLICY_ERROR_CODES.POLICY_NOT_FOUND, 'policies:errors.policyNotFound');
      const plan = ZPlan.safeParse(row.plan);
      const data = ZPolicyData.safeParse(row.data);
      const issued = row.status === 'active' && row.policyNumber !== null;
      const t = tFor(lang);
      // The catalogue's claims line (read loosely: the field is optional in the insurer's document).
      const listed = row.insurer as { claimsPhone?: unknown; claimsEmail?: unknown };
      const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
      const claims = {
        phone: (data.success ? text(data.data.insurer.claimsPhone) : null) ?? text(listed.claimsPhone),
        email: (data.success ? text(data.data.insurer.claimsEmail) : null) ?? text(listed.claimsEmail),
      };
      const premiumFils = row.premiumFils ?? 0;
      const vatFils = row.vatFils ?? 0;
      return {
        ok: true,
        value: {
          policyId: row.publicId,
          status: row.status,
          productId: row.productId,
          policyNumber: row.policyNumber,
          insurer: insurerRef(insurer.data, lang),
          planName: plan.success
            ? localized(plan.data.planName, lang)
            : data.success
              ? data.data.planName
              : '',
          startDate: row.startDate,
          endDate: row.endDate,
          premiumFils,
          vatFils,
          totalFils: premiumFils + vatFils,
          scheduleUrl: issued ? prefixed(lang, `/account/policies/${row.publicId}/schedule/`) : null,
          claims,
          howToClaim:
            issued && claims.phone && claims.email
              ? [1, 2, 3, 4].map((n) =>
                  t(`account:claim.step${n}`, {
                    insurer: localized(insurer.data.name, lang),
                    phone: claims.phone,
                    email: claims.email,
                    policy: row.policyNumber ?? '',
                  }),
                )
              : [],
        },
      };
    },
  };
}

export type PoliciesService = ReturnType<typeof policiesService>;

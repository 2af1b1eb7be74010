import { useState } from 'react';
import { CARD_OFFERS_SHOWN, type TCreditCardQuote } from '../../shared/contracts/credit-cards-api-constants';
import { Money, rich, useCardsUi } from './ui';

/** 'Apply Now' (docs/product/cards.md): the application page in the page language, naming the card. */
export const applyHref = (applyPath: string, planId: number): string =>
  `${applyPath}?planid=${encodeURIComponent(String(planId))}`;

/**
 * One card of the listing (docs/product/cards.md 'Credit card quotes landing list'): provider logo, plan name in upper case,
 * the first 2 offers with '+ more' / '- less', Key Features titles, Annual fee, Minimum Income and 'Apply Now';
 * besides them the reward type, conventional or Islamic, and the monthly interest or profit rate. The heading
 * level follows the list's title (h2 → h3).
 */
export function CardTile({
  quote,
  salary,
  compare,
  applyPath,
  onApply,
}: {
  quote: TCreditCardQuote;
  /** The salary shown at the top of the list; a card needing more says so (decision 0070). */
  salary?: number;
  /** 'Compare' (decision 0070): chosen, and whether the limit stops another. */
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void };
  applyPath: string;
  /** With scripts: the application opens in a popup on the listing (the link is the page without them). */
  onApply?: (planId: number) => void;
}) {
  const { t, number } = useCardsUi();
  const [allOffers, setAllOffers] = useState(false);
  const [minIncome, annualFee] = quote.limits;
  const offers = allOffers ? quote.offers : quote.offers.slice(0, CARD_OFFERS_SHOWN);
  const more = quote.offers.length > CARD_OFFERS_SHOWN;
  const offersId = `ccard-${quote.planId}-offers`;
  const nameId = `ccard-${quote.planId}-name`;
  return (
    <article
      className="ccard"
      aria-labelledby={nameId}
      data-testid="credit-card"
      data-plan-id={quote.planId}
      data-provider-id={quote.providerId}
    >
      <header className="ccard__head">
        <img
          className="ccard__logo"
          src={quote.providerLogo}
          alt={t('card.logoAlt', { provider: quote.providerName })}
          width={120}
          height={48}
          loading="lazy"
          decoding="async"
        />
        <div className="ccard__names">
          <h3 id={nameId} className="ccard__name">
            {quote.planName}
          </h3>
          <p className="ccard__bank">{quote.providerName}</p>
        </div>
      </header>

      <ul className="ccard__tags">
        <li className="ccard__tag">
          {t('card.reward')}: {quote.rewardType.label}
        </li>
        <li className={`ccard__tag ccard__tag--${quote.banking}`}>{quote.bankingLabel}</li>
      </ul>

      <dl className="ccard__figures">
        <div className="ccard__figure" data-testid="annual-fee">
          <dt>{annualFee.title}</dt>
          <dd>
            {annualFee.id === 0 ? t('card.free') : <Money value={annualFee.id} />}
            {quote.firstYearFree && annualFee.id > 0 ? (
              <span className="ccard__note ccard__note--block">{t('card.firstYearFree')}</span>
            ) : null}
          </dd>
        </div>
        <div className="ccard__figure" data-testid="minimum-income">
          <dt>{minIncome.title}</dt>
          <dd>
            <Money value={minIncome.id} /> <span className="ccard__note">{t('card.perMonth')}</span>
            {salary !== undefined && minIncome.id > salary ? (
              <span className="ccard__needs" data-testid="needs-salary">
                {rich(t('top.needs'), { income: <Money value={minIncome.id} /> })}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="ccard__figure">
          <dt>{quote.monthlyRate.label}</dt>
          <dd>
            <bdi dir="ltr">{t('card.rate', { rate: number(quote.monthlyRate.percent) })}</bdi>
          </dd>
        </div>
      </dl>

      {quote.offers.length > 0 ? (
        <div className="ccard__offers">
          <h4 className="ccard__label">{t('card.offers')}</h4>
          <ul id={offersId} className="ccard__list" data-testid="card-offers">
            {offers.map((o, i) => (
              <li key={i}>{o.description}</li>
            ))}
          </ul>
          {more ? (
            <button
              type="button"
              className="ccard__toggle"
              aria-expanded={allOffers}
              aria-controls={offersId}
              onClick={() => setAllOffers((v) => !v)}
            >
              {allOffers ? t('card.less') : t('card.more')}
            </button>
          ) : null}
        </div>
      ) : null}

      {quote.features.length > 0 ? (
        <div className="ccard__features">
          <h4 className="ccard__label">{t('card.keyFeatures')}</h4>
          <ul className="ccard__list ccard__list--features">
            {quote.features.map((f) => (
              <li key={f.id}>{f.title}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {compare ? (
        <label className="ccard__compare">
          <input
            type="checkbox"
            checked={compare.checked}
            disabled={compare.disabled}
            onChange={compare.onToggle}
            data-testid="compare-toggle"
          />
          {t('compare.add')}
        </label>
      ) : null}

      <a
        className="button ccard__apply"
        href={applyHref(applyPath, quote.planId)}
        onClick={(e) => {
          if (!onApply || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onApply(quote.planId);
        }}
        aria-label={t('card.applyLabel', { plan: quote.planName })}
        data-testid="apply-now"
      >
        {t('card.apply')}
      </a>
    </article>
  );
}

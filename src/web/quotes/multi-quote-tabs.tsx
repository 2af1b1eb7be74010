import { useRef, useState, type KeyboardEvent } from 'react';
import { rich } from '../ui/rich';

/** A plan card of a tab: every text already in the page's language, the amount already formatted. */
export type MultiQuotePlanProps = {
  planId: number;
  logo: string;
  insurerName: string;
  planName: string;
  /** '1,287.30' (Latin digits in every language, as the catalogue writes amounts). */
  amount: string;
  features: string[];
  /** Accessible name of the card's link: 'Get quotes: <plan>, <insurer>'. */
  ctaLabel: string;
};

export type MultiQuoteTabProps = {
  title: string;
  /** 'Typical profile: …', or null when the tab has no prices. */
  profile: string | null;
  /** Shown instead of the plans when the prices could not be computed. */
  unavailable: string | null;
  /** What one amount pays for: 'a year', 'per trip'. */
  per: string;
  plans: MultiQuotePlanProps[];
  /** The product's journey on its landing page (`/car-insurance/#journey`). */
  ctaHref: string;
};

export type MultiQuoteTabsProps = {
  /** Prefix of the tab and panel ids (islands must not call useId). */
  id: string;
  /** id of the block's heading, which names the tab list. */
  labelledBy: string;
  /** Right to left: the arrow keys follow the visual order. */
  rtl: boolean;
  tabs: MultiQuoteTabProps[];
  labels: {
    /** 'Starting from {{price}}' */
    startingFrom: string;
    /** '{{currency}} {{amount}}' / '{{amount}} {{currency}}' */
    money: string;
    currency: string;
    getQuotes: string;
    features: string;
  };
};

function Price({
  amount,
  per,
  labels,
}: {
  amount: string;
  per: string;
  labels: MultiQuoteTabsProps['labels'];
}) {
  const money = (
    <span className="money">
      {rich(labels.money, {
        currency: <span className="money__currency">{labels.currency}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {amount}
          </bdi>
        ),
      })}
    </span>
  );
  return (
    <p className="mq-plan__price">
      {rich(labels.startingFrom, { price: money })} <span className="mq-plan__per">{per}</span>
    </p>
  );
}

function Plan({
  plan,
  href,
  per,
  labels,
}: {
  plan: MultiQuotePlanProps;
  href: string;
  per: string;
  labels: MultiQuoteTabsProps['labels'];
}) {
  return (
    <li className="mq-plan">
      <div className="mq-plan__head">
        <img className="mq-plan__logo" src={plan.logo} alt="" width={96} height={48} loading="lazy" />
        <div className="mq-plan__names">
          <h3 className="mq-plan__name">{plan.planName}</h3>
          <p className="mq-plan__insurer">{plan.insurerName}</p>
        </div>
      </div>
      <Price amount={plan.amount} per={per} labels={labels} />
      {plan.features.length > 0 ? (
        <ul className="mq-plan__features" aria-label={labels.features}>
          {plan.features.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      ) : null}
      <a className="button mq-plan__cta" href={href} aria-label={plan.ctaLabel}>
        {labels.getQuotes}
      </a>
    </li>
  );
}

/**
 * The tab a key moves to (WAI-ARIA tabs): the arrows step through the tabs in their visual order, so right to left
 * the left arrow goes forward; they wrap at the ends; Home and End go to the first and last. Null: not a tab key.
 */
export function nextTabIndex(key: string, current: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (count <= 0) return null;
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Multi-quote tabs (docs/product/quotes.md 'selected index starts at 0'): the WAI-ARIA tabs pattern with automatic
 * activation. The server renders tab 0 selected and the other panels `hidden`, so without JavaScript the first
 * tab's plans show; once hydrated, clicks and the arrow keys (mirrored right to left), Home and End switch tabs.
 */
export function MultiQuoteTabs({ id, labelledBy, rtl, tabs, labels }: MultiQuoteTabsProps) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    refs.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(e.key, selected, tabs.length, rtl);
    if (next === null) return;
    e.preventDefault();
    select(next);
  };

  return (
    <div className="mq__tabs">
      <div className="mq__tablist" role="tablist" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="mq__tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          className="mq__panel"
          aria-labelledby={`${id}-tab-${i}`}
          tabIndex={0}
          hidden={i !== selected}
        >
          {tab.profile ? <p className="mq__profile">{tab.profile}</p> : null}
          {tab.unavailable ? <p className="mq__unavailable">{tab.unavailable}</p> : null}
          {tab.plans.length > 0 ? (
            <ul className="mq__plans" role="list">
              {tab.plans.map((plan) => (
                <Plan key={plan.planId} plan={plan} href={tab.ctaHref} per={tab.per} labels={labels} />
              ))}
            </ul>
          ) : null}
          {tab.plans.length === 0 ? (
            <a className="button mq__cta" href={tab.ctaHref}>
              {labels.getQuotes}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  );
}

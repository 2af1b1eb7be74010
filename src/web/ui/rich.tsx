import { Fragment, type ReactNode } from 'react';

const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * A catalogue text whose `{{name}}` parameters are React nodes (an isolated amount, a link). The translator leaves
 * parameters it was not given as `{{name}}`, so `rich(t(key, { count }), { amount: <bdi/> })` works.
 */
export function rich(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAM)) {
    const name = m[1] as string;
    if (!Object.hasOwn(nodes, name)) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<Fragment key={`${name}-${m.index}`}>{nodes[name]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.length === 1 ? out[0] : out;
}

/**
 * An amount in AED as a catalogue writes it (`money`: 'AED {{amount}}' / '{{amount}} د.إ', `currency`), the
 * number isolated left to right inside right-to-left text.
 */
export function MoneyText(props: {
  template: string;
  currency: string;
  formatted: string;
  className?: string | undefined;
}) {
  return (
    <span className={props.className ? `money ${props.className}` : 'money'}>
      {rich(props.template, {
        currency: <span className="money__currency">{props.currency}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {props.formatted}
          </bdi>
        ),
      })}
    </span>
  );
}

import type { TQuote } from '../../shared/contracts/quotes-api';
import { breakdownLines } from './card-rules';
import { Money } from './ui';

/** A line below the breakdown: the total, or the VAT when the insurer's lines leave it out. */
export type BreakdownTotal = {
  label: string;
  amount: number;
  /** On the amount's cell. */
  testId?: string;
};

/**
 * The one price breakdown (decision 0014): the insurer's lines without its own 'total' line, then the totals in
 * the table's foot (none: no foot). The quote card's details, the certificate and the lead confirmation use it.
 */
export function BreakdownTable(props: {
  lines: Pick<TQuote, 'breakdown'>;
  totals: readonly BreakdownTotal[];
  caption?: string;
  testId?: string;
}) {
  return (
    <table className="breakdown" data-testid={props.testId}>
      {props.caption ? <caption>{props.caption}</caption> : null}
      <tbody>
        {breakdownLines(props.lines).map((l) => (
          <tr key={l.code}>
            <th scope="row">{l.label}</th>
            <td>
              <Money value={l.amount} />
            </td>
          </tr>
        ))}
      </tbody>
      {props.totals.length > 0 ? (
        <tfoot>
          {props.totals.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.label}</th>
              <td data-testid={row.testId}>
                <Money value={row.amount} />
              </td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}

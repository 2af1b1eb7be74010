import type { TNetworkMatch } from '../../../shared/contracts/quotes-api';
import type { TFunction } from '../../../shared/i18n/translator';

/**
 * A health quote card's keep-my-doctor line (decision 0099): '2 of 3 of your hospitals', opening to each chosen place
 * in or not in the plan's network, said by a mark and by words (never by colour alone). `t` reads the
 * `hospitalPicker:card` texts the quotes page's props carry.
 */
export function MatchLine({ match, t }: { match: TNetworkMatch; t: TFunction }) {
  const all = match.matched === match.total;
  return (
    <details
      className={all ? 'kmd-match kmd-match--all' : 'kmd-match'}
      data-testid="network-match"
      data-matched={match.matched}
      data-total={match.total}
    >
      <summary className="kmd-match__line">
        {t('match', { count: match.total, matched: match.matched })}
      </summary>
      <ul className="kmd-match__list">
        {match.hospitals.map((h) => (
          <li
            key={h.providerId}
            className={
              h.inNetwork ? 'kmd-match__item kmd-match__item--in' : 'kmd-match__item kmd-match__item--out'
            }
            data-in-network={h.inNetwork}
          >
            <span className="kmd-match__mark" aria-hidden="true">
              {h.inNetwork ? '✓' : '✗'}
            </span>{' '}
            <span className="kmd-match__name">{h.providerName}</span>
            {': '}
            <span className="kmd-match__state">{h.inNetwork ? t('inNetwork') : t('notInNetwork')}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

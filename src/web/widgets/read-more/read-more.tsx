import { JsonScript } from '../../safe/safe-html';
import { useWidget } from '../collector';
import { readMoreView, type ReadMoreData } from './text';

export type ReadMoreProps = ReadMoreData & {
  /** id of the text element, referenced by the button's aria-controls. */
  id: string;
  /** The server's guess, so that what paints first is usually what the browser keeps. */
  initialMobile: boolean;
};

/**
 * Banner text with read more / read less (docs/product/pages.md): collapsed by default, cut at a word boundary,
 * 80 characters on mobile and 300 on desktop. The server renders the collapsed text for its guess of the width;
 * `enhance.ts` corrects it for the real width and toggles it (the full text travels as JSON). The button is
 * rendered whenever either width needs it, hidden while the current one does not.
 */
export function ReadMore({ id, text, mobileLimit, desktopLimit, initialMobile, labels }: ReadMoreProps) {
  const widget = useWidget('read-more');
  const { shown, collapsible } = readMoreView({ text, mobileLimit, desktopLimit }, initialMobile, false);
  const everCollapsible = text.length > Math.min(mobileLimit, desktopLimit);
  return (
    <div className="read-more" {...widget}>
      <div id={id} className="read-more__text">
        {shown.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {everCollapsible ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded="false"
          aria-controls={id}
          hidden={!collapsible}
        >
          {labels.more}
        </button>
      ) : null}
      <JsonScript
        name="read-more"
        value={{ text, mobileLimit, desktopLimit, labels } satisfies ReadMoreData}
      />
    </div>
  );
}

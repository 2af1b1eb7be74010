import { useContext, useId, type ComponentProps } from 'react';
import { IslandCollector } from './collector';
import { JsonScript } from '../safe/safe-html';
import { islandComponents, ISLAND_WHEN, type ReactIslandName } from './components';

/**
 * Server-side island marker (architecture §1 'Hydration'). Renders the component to HTML inside a
 * wrapper the client finds by `data-island`, and its props as non-executable JSON beside it.
 * entry-client loads React and the island's own chunk and hydrates the wrapper, when `ISLAND_WHEN` says.
 * Island components must not call useId: their ids would differ between the page render and the island root.
 */
export function Island<N extends ReactIslandName>({
  name,
  props,
  className,
}: {
  name: N;
  props: ComponentProps<(typeof islandComponents)[N]>;
  className?: string;
}) {
  const id = useId();
  useContext(IslandCollector)?.add(name);
  const Comp = islandComponents[name] as unknown as (p: object) => React.ReactNode;
  return (
    <>
      <div
        data-island={name}
        data-island-id={id}
        data-island-when={ISLAND_WHEN[name]}
        className={className ?? 'island'}
      >
        <Comp {...(props as object)} />
      </div>
      <JsonScript id={id} value={props} />
    </>
  );
}

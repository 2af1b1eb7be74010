import { useCallback, useEffect, useState, type Dispatch } from 'react';
import { pageQuery } from '../session/context';
import { fetchUserForm } from './controller';
import type { JourneyAction, JourneyProps } from './types';

/** The retry's content (or its error image) shows no sooner than 400 ms after the loader (docs/product/journeys.md). */
const RETRY_REVEAL_MS = 400;

export type Retry = 'idle' | 'loading' | 'failed';

/**
 * Retry on the client (docs/product/journeys.md): when the server had no user form, the island loads it;
 * skipped with ?retryOnClient=false. `loadForm` is the error placeholder's Retry.
 * (Hooks here return tuples: their names would otherwise be in the journey chunk, decision 0048's budget.)
 */
export function useJourneyRetry(
  props: Pick<JourneyProps, 'productId' | 'journeyType' | 'pageTypeId' | 'userForm'>,
  dispatch: Dispatch<JourneyAction>,
): [retry: Retry, loadForm: () => void] {
  const { productId, journeyType, pageTypeId } = props;
  const [retry, setRetry] = useState<Retry>(props.userForm ? 'idle' : 'loading');
  const loadForm = useCallback(() => {
    if (pageQuery().skipClientRetry) return setRetry('failed');
    setRetry('loading');
    const started = Date.now();
    void fetchUserForm({ productId, journeyType, pageTypeId }).then((forms) => {
      setTimeout(
        () => {
          if (forms) {
            dispatch({ type: 'setForm', forms });
            setRetry('idle');
          } else setRetry('failed');
        },
        Math.max(0, RETRY_REVEAL_MS - (Date.now() - started)),
      );
    });
  }, [productId, journeyType, pageTypeId, dispatch]);

  useEffect(() => {
    if (!props.userForm) loadForm();
  }, [props.userForm, loadForm]);
  return [retry, loadForm];
}

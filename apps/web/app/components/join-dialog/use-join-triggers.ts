/**
 * Everything that opens the join dialog: a click on any element with `data-join-syndicate={id}` (the
 * catalogue's "Request info" buttons), a `?join={id}` query, and a pending syndicate left in local
 * storage by a visitor who went to sign in.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseSyndicateId, readPendingSyndicate } from './pending-syndicate';

/** Attribute that makes any element open the dialog. */
export const JOIN_ATTRIBUTE = 'data-join-syndicate';
/** Query parameter that opens the dialog on page load. */
export const JOIN_QUERY_PARAM = 'join';

/** The syndicate id a click asks to join, or null when the click is not on a join trigger. */
export function joinTargetOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const trigger = target.closest(`[${JOIN_ATTRIBUTE}]`);
  return trigger ? parseSyndicateId(trigger.getAttribute(JOIN_ATTRIBUTE)) : null;
}

/** Calls `open` for trigger clicks, the `?join=` query (then removed from the URL) and, when signed in, a pending id. */
export function useJoinTriggers(open: (syndicateId: number) => void, signedIn: boolean): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const joinParam = searchParams.get(JOIN_QUERY_PARAM);

  // Attached during the commit that renders the triggers (a layout effect, not a passive one): a click
  // that lands right after a page renders — a quick tap, or a test on a loaded machine — is never lost.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const id = joinTargetOf(event.target);
      if (id === null) return;
      event.preventDefault();
      open(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  useEffect(() => {
    if (joinParam === null) return;
    const id = parseSyndicateId(joinParam);
    if (id !== null) open(id);
    setSearchParams(
      (params) => {
        params.delete(JOIN_QUERY_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [joinParam, open, setSearchParams]);

  useEffect(() => {
    if (!signedIn) return;
    const pending = readPendingSyndicate();
    if (pending !== null) open(pending);
  }, [signedIn, open]);
}

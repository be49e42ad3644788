import { type ReactNode, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useOptionalRootData } from '../../lib/root-data';
import { ButtonLink } from '../ui/button';
import { LazyModal } from '../ui/lazy-modal';
import { Skeleton } from '../ui/skeleton';
import { type JoinDialogData, JOIN_REQUEST_ROUTE } from './join-data';
import { JoinSuccessActions } from './join-success';
import { clearPendingSyndicate, writePendingSyndicate } from './pending-syndicate';
import { SyndicateCountry, SyndicateTitle } from './syndicate-summary';
import { useJoinTriggers } from './use-join-triggers';

// The forms (react-hook-form, zod) load only when someone opens the dialog, not with every page.
const VisitorJoinForm = lazy(() => import('./visitor-join-form'));
const MemberJoinForm = lazy(() => import('./member-join-form'));

type Stage = 'form' | 'success';

/** Sign-in and registration keep the page to come back to; the pending id reopens the dialog there. */
function authHref(path: '/login/' | '/register/', returnTo: string): string {
  return `${path}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

function FormSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12 rounded-full" />
    </div>
  );
}

/**
 * The join-syndicate dialog of SPEC §2, mounted once in the default layout. Opens from any
 * `data-join-syndicate={id}` element, a `?join={id}` query or a pending id after sign-in; shows the
 * syndicate's logo, name and country; a signed-in user gets the prefilled form, a visitor the sign-in
 * prompt and the quick request form; success offers the syndicates list, home and contact page.
 */
export function JoinDialog({ initialSyndicateId }: { initialSyndicateId?: number } = {}) {
  const user = useOptionalRootData()?.user ?? null;
  const location = useLocation();
  const summary = useFetcher<JoinDialogData>({ key: 'join-dialog' });
  const [syndicateId, setSyndicateId] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>('form');
  const load = summary.load;

  const open = useCallback(
    (id: number) => {
      writePendingSyndicate(id);
      setStage('form');
      setSyndicateId(id);
      void load(`${JOIN_REQUEST_ROUTE}?syndicate=${id}`);
    },
    [load],
  );
  // Mounted by JoinDialogSlot on a first request (decision 032): open that one; the slot already looked
  // for a pending id, so only a dialog mounted with the page looks for it here.
  useJoinTriggers(open, user !== null && initialSyndicateId === undefined);
  const initial = useRef(initialSyndicateId);
  useEffect(() => {
    if (initial.current === undefined) return;
    open(initial.current);
    initial.current = undefined;
  }, [open]);

  const close = useCallback(() => {
    clearPendingSyndicate();
    setSyndicateId(null);
  }, []);
  const succeed = useCallback(() => {
    clearPendingSyndicate();
    setStage('success');
  }, []);

  const data = summary.data;
  const syndicate = data?.syndicate?.id === syndicateId ? data.syndicate : null;
  // Only a missing summary shows the skeleton: a background reload must not unmount a half-filled form.
  const loading = data === undefined || (syndicate === null && summary.state !== 'idle');
  const returnTo = `${location.pathname}${location.search}`;

  let title: ReactNode = 'Request information';
  let description: ReactNode = undefined;
  let body: ReactNode;
  let footer: ReactNode = undefined;

  if (stage === 'success') {
    title = 'Request sent';
    description = syndicate
      ? `Thank you. The ${syndicate.name} team will be in touch with you soon.`
      : 'Thank you. The syndicate team will be in touch with you soon.';
    footer = <JoinSuccessActions onNavigate={() => setSyndicateId(null)} />;
  } else if (loading) {
    body = <FormSkeleton />;
  } else if (!syndicate || !data) {
    title = 'Syndicate not available';
    description = 'We could not find this syndicate. It may no longer be open to new members.';
    footer = (
      <ButtonLink to="/syndicates/" onClick={close}>
        View syndicates
      </ButtonLink>
    );
  } else {
    title = <SyndicateTitle syndicate={syndicate} />;
    description = <SyndicateCountry syndicate={syndicate} />;
    body = user ? (
      <div className="grid gap-5">
        <p className="text-sm leading-6 text-fg-muted">
          Check your details below and send your request. The syndicate manager will contact you.
        </p>
        <Suspense fallback={<FormSkeleton />}>
          <MemberJoinForm
            syndicateId={syndicate.id}
            profile={user}
            countries={data.countries}
            onSuccess={succeed}
          />
        </Suspense>
      </div>
    ) : (
      <div className="grid gap-5">
        <section
          aria-labelledby="join-sign-in"
          className="rounded-card border border-line bg-canvas p-4 sm:p-5"
        >
          <h3 id="join-sign-in" className="text-base font-semibold text-fg">
            Have an account?
          </h3>
          <p className="mt-1 text-sm leading-6 text-fg-muted">
            Log in or register to send your request with your profile details. We will bring you back here.
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <ButtonLink to={authHref('/login/', returnTo)} reloadDocument variant="secondary">
              Log In
            </ButtonLink>
            <ButtonLink to={authHref('/register/', returnTo)} reloadDocument variant="outline">
              Sign Up
            </ButtonLink>
          </div>
        </section>
        <div className="flex items-center gap-3 text-xs font-semibold tracking-[0.14em] text-fg-subtle uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-line" />
          or send a quick request
          <span aria-hidden="true" className="h-px flex-1 bg-line" />
        </div>
        <Suspense fallback={<FormSkeleton />}>
          <VisitorJoinForm syndicateId={syndicate.id} onSuccess={succeed} />
        </Suspense>
      </div>
    );
  }

  return (
    <LazyModal
      open={syndicateId !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      footer={footer}
      className="max-w-xl"
    >
      {body}
    </LazyModal>
  );
}

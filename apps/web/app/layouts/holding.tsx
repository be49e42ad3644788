import { Outlet } from 'react-router';
import { LayoutErrorBoundary } from '../components/errors';
import { LogoMark } from '../components/brand/logo';

/** SPEC §2 holding layout for maintenance: no navigation at all, just the brand and the page. */
export default function HoldingLayout() {
  return (
    <div className="surface-dark relative flex min-h-dvh flex-col overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-brand/25 blur-3xl"
      />
      <div className="relative flex items-center justify-center gap-2.5 pt-10">
        <LogoMark className="size-9" />
        <span className="text-2xl font-extrabold tracking-[-0.04em]">Stride</span>
      </div>
      <main id="main" className="relative flex flex-1 flex-col">
        <LayoutErrorBoundary>
          <Outlet />
        </LayoutErrorBoundary>
      </main>
    </div>
  );
}

import { Outlet } from 'react-router';
import { LayoutErrorBoundary } from '../components/errors';
import { Logo } from '../components/brand/logo';
import { Container } from '../components/ui/container';

/** SPEC §2 login layout: a focused page with only the logo, for the sign-in start/callback and registration hand-off. */
export default function LoginLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <Container className="py-5">
        <Logo />
      </Container>
      <main id="main" className="flex flex-1 flex-col">
        <LayoutErrorBoundary>
          <Outlet />
        </LayoutErrorBoundary>
      </main>
    </div>
  );
}

import { bottomMenuFor, footerMenuFor, mainMenuFor } from '@stride/shared';
import { Outlet } from 'react-router';
import { LayoutErrorBoundary } from '../components/errors';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { CookieMessageSlot, JoinDialogSlot } from '../components/layout/slots';
import { BottomMenu } from '../components/menus/bottom-menu';
import { cn } from '../components/ui/cn';
import { useRootData } from '../lib/root-data';

/** SPEC §2 default layout: header, page, footer, mobile bottom menu for members, cookie message, join dialog. */
export default function DefaultLayout() {
  const { user } = useRootData();
  const bottomItems = bottomMenuFor(user);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the document, so the server-rendered cookie banner is parsed before the first paint
          (after the footer, a phone painted the page without it, then shifted it down: decision 033). */}
      <CookieMessageSlot />
      <Header user={user} items={mainMenuFor(user)} />
      <main id="main" className={cn('flex-1', bottomItems.length > 0 && 'pb-20 lg:pb-0')}>
        <LayoutErrorBoundary>
          <Outlet />
        </LayoutErrorBoundary>
      </main>
      <Footer user={user} items={footerMenuFor(user)} />
      <BottomMenu items={bottomItems} />
      <JoinDialogSlot />
    </div>
  );
}

import { bottomMenuFor, mainMenuFor } from '@stride/shared';
import { Outlet } from 'react-router';
import { LayoutErrorBoundary } from '../components/errors';
import { Header } from '../components/header/header';
import { BottomMenu } from '../components/menus/bottom-menu';
import { useRootData } from '../lib/root-data';

/**
 * SPEC §2 chat-item layout (a single chat): header and mobile bottom menu, no footer; the page fills
 * the viewport so the composer can stick to the bottom.
 */
export default function ChatItemLayout() {
  const { user } = useRootData();
  const bottomItems = bottomMenuFor(user);
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <Header user={user} items={mainMenuFor(user)} />
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        <LayoutErrorBoundary>
          <Outlet />
        </LayoutErrorBoundary>
      </main>
      <div className={bottomItems.length > 0 ? 'h-16 shrink-0 lg:hidden' : 'hidden'} aria-hidden="true" />
      <BottomMenu items={bottomItems} />
    </div>
  );
}

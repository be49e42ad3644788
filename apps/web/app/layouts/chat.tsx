import { bottomMenuFor, mainMenuFor } from '@stride/shared';
import { Outlet } from 'react-router';
import { LayoutErrorBoundary } from '../components/errors';
import { Header } from '../components/header/header';
import { BottomMenu } from '../components/menus/bottom-menu';
import { cn } from '../components/ui/cn';
import { useRootData } from '../lib/root-data';

/** SPEC §2 chat layout (chat list): header and mobile bottom menu, no footer. */
export default function ChatLayout() {
  const { user } = useRootData();
  const bottomItems = bottomMenuFor(user);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header user={user} items={mainMenuFor(user)} />
      <main
        id="main"
        className={cn(
          'flex flex-1 flex-col bg-surface lg:bg-canvas',
          bottomItems.length > 0 && 'pb-20 lg:pb-0',
        )}
      >
        <LayoutErrorBoundary>
          <Outlet />
        </LayoutErrorBoundary>
      </main>
      <BottomMenu items={bottomItems} />
    </div>
  );
}

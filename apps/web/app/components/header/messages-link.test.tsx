import { STORAGE_KEYS } from '@stride/shared';
import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesStore } from '../../lib/messages/messages-store';
import { MessagesLink } from './messages-link';

const item = { key: 'messages', title: 'Messages', path: '/messages/' };

function renderLink(userId = 2) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <MessagesLink item={item} userId={userId} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  localStorage.clear();
  act(() => messagesStore.dispatch({ type: 'viewer', viewerId: null }));
});

describe('MessagesLink', () => {
  it('shows the unread total as a badge and in its name, live', async () => {
    renderLink();
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(screen.queryByTestId('messages-unread-badge')).toBeNull();
    act(() => messagesStore.dispatch({ type: 'unreadTotalLoaded', count: 3 }));
    expect(link.getAttribute('aria-label')).toBe('Messages, 3 unread');
    expect(screen.getByTestId('messages-unread-badge').textContent).toBe('3');
    act(() => messagesStore.dispatch({ type: 'unreadTotalLoaded', count: 0 }));
    expect(screen.queryByTestId('messages-unread-badge')).toBeNull();
    expect(link.getAttribute('aria-label')).toBe('Messages');
  });

  it('caps the badge at 99+', () => {
    renderLink();
    act(() => messagesStore.dispatch({ type: 'unreadTotalLoaded', count: 150 }));
    expect(screen.getByTestId('messages-unread-badge').textContent).toBe('99+');
  });

  it('shows no badge inside the native wrappers (SPEC §2: web only)', () => {
    localStorage.setItem(STORAGE_KEYS.environment, 'ios');
    renderLink();
    act(() => messagesStore.dispatch({ type: 'unreadTotalLoaded', count: 3 }));
    expect(screen.queryByTestId('messages-unread-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('gives the store to the signed-in user (another user starts empty)', () => {
    renderLink(2);
    act(() => messagesStore.dispatch({ type: 'unreadTotalLoaded', count: 3 }));
    expect(messagesStore.getState().viewerId).toBe(2);
    act(() => messagesStore.dispatch({ type: 'viewer', viewerId: 9 }));
    expect(messagesStore.getState().unreadTotal).toBeNull();
  });
});

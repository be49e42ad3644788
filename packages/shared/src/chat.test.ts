import { describe, expect, it } from 'vitest';
import type { Chat } from './api/member-resources.js';
import {
  MANAGER_CHAT_LABEL,
  chatCounterpart,
  chatMatchesSearch,
  chatName,
  isGroupChat,
  isManagerRole,
  isStableSide,
  normaliseSearchText,
  syndicateInitials,
} from './chat.js';

const manager = { id: 1, firstname: 'Fergal', lastname: 'Whelan', roles: ['Manager', 'User'] };
const member = { id: 2, firstname: 'Aoife', lastname: 'Brennan', roles: ['Member', 'User'] };
const staff = { id: 3, firstname: 'Ciara', lastname: 'Dunne', roles: ['ROLE_STAFF', 'ROLE_USER'] };

function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 10,
    code: null,
    syndicate: { id: 5, name: 'Liffey Racing Club' },
    members: [member, manager],
    enabled: true,
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  };
}

describe('syndicateInitials', () => {
  it('takes the first letter of each word, upper-cased', () => {
    expect(syndicateInitials('Liffey Racing Club')).toBe('LRC');
    expect(syndicateInitials('kildare bloodstock')).toBe('KB');
  });
  it('skips punctuation, keeps accents and stops at four letters', () => {
    expect(syndicateInitials('Tara & the Éire - Racing Partnership Five')).toBe('TTÉR');
    expect(syndicateInitials('  Cotswold  ')).toBe('C');
  });
});

describe('roles', () => {
  it('reads client and server role names alike', () => {
    expect(isManagerRole(['ROLE_MANAGER'])).toBe(true);
    expect(isManagerRole(['Manager'])).toBe(true);
    expect(isManagerRole(['Staff'])).toBe(false);
    expect(isStableSide(['ROLE_STAFF'])).toBe(true);
    expect(isStableSide(['Member', 'User'])).toBe(false);
  });
});

describe('chatName', () => {
  it('a manager sees the member name plus the syndicate initials', () => {
    expect(chatName(chat(), { id: manager.id, roles: ['Manager', 'User'] })).toEqual({
      title: 'Aoife Brennan (LRC)',
      subtitle: 'Liffey Racing Club',
    });
  });
  it('a member sees the manager chat label with the syndicate underneath', () => {
    expect(chatName(chat(), { id: member.id, roles: ['Member', 'User'] })).toEqual({
      title: MANAGER_CHAT_LABEL,
      subtitle: 'Liffey Racing Club',
    });
    expect(MANAGER_CHAT_LABEL).toBe('Racing Manager');
  });
  it('staff (not managers) see the manager chat label too', () => {
    expect(chatName(chat({ members: [member, staff] }), { id: staff.id, roles: ['Staff'] }).title).toBe(
      MANAGER_CHAT_LABEL,
    );
  });
  it('a manager sees the member even when staff are in the chat, never themselves', () => {
    const c = chat({ members: [manager, staff, member] });
    expect(chatCounterpart(c, manager.id)).toEqual(member);
    expect(chatName(c, { id: manager.id, roles: ['Manager'] }).title).toBe('Aoife Brennan (LRC)');
  });
  it('a manager alone in a chat falls back to the syndicate name', () => {
    expect(chatName(chat({ members: [manager] }), { id: manager.id, roles: ['Manager'] }).title).toBe(
      'Liffey Racing Club (LRC)',
    );
  });
  it('a group chat is called after its syndicate for everybody', () => {
    const group = chat({ code: 'all', members: [member, manager, staff] });
    expect(isGroupChat(group)).toBe(true);
    expect(chatName(group, { id: manager.id, roles: ['Manager'] })).toEqual({
      title: 'Liffey Racing Club',
      subtitle: 'Group chat',
    });
    expect(chatName(group, { id: member.id, roles: ['Member'] }).title).toBe('Liffey Racing Club');
  });
});

describe('chat search', () => {
  it('normalises case and accents', () => {
    expect(normaliseSearchText('  Seán ÓBrien ')).toBe('sean obrien');
  });
  it('matches every word against the name, syndicate and members', () => {
    const viewer = { id: manager.id, roles: ['Manager'] };
    expect(chatMatchesSearch(chat(), viewer, '')).toBe(true);
    expect(chatMatchesSearch(chat(), viewer, 'aoife')).toBe(true);
    expect(chatMatchesSearch(chat(), viewer, 'brennan liffey')).toBe(true);
    expect(chatMatchesSearch(chat(), viewer, 'kildare')).toBe(false);
    expect(chatMatchesSearch(chat(), { id: member.id, roles: ['Member'] }, 'racing manager')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/contracts/dashboard.ts';
import { countUnread, markAllRead } from './notifications.ts';

const items: Notification[] = [
  { id: '1', title: 'A', message: 'a', time: 'now', read: false },
  { id: '2', title: 'B', message: 'b', time: 'now', read: true },
  { id: '3', title: 'C', message: 'c', time: 'now', read: false },
];

describe('notifications', () => {
  it('counts the unread ones', () => {
    expect(countUnread(items)).toBe(2);
    expect(countUnread([])).toBe(0);
  });

  it('marks all as read without touching the input', () => {
    const read = markAllRead(items);
    expect(read.every((n) => n.read)).toBe(true);
    expect(countUnread(read)).toBe(0);
    expect(items[0]?.read).toBe(false);
  });
});

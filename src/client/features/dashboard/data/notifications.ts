import type { Notification } from '../../../../shared/contracts/dashboard.ts';

/** The top bar's three sample notifications; the last starts read (decisions.md #10). */
export const SAMPLE_NOTIFICATIONS: readonly Notification[] = [
  {
    id: 'notif-1',
    title: 'New investment received',
    message: 'Emma Thompson invested $25,000 in Harborview Residences.',
    time: '5 minutes ago',
    read: false,
  },
  {
    id: 'notif-2',
    title: 'Deal nearing its target',
    message: 'Lakeside Mixed-Use Plaza has raised 90% of its $800K target.',
    time: '2 hours ago',
    read: false,
  },
  {
    id: 'notif-3',
    title: 'Monthly report ready',
    message: 'The October performance report is ready to download.',
    time: '1 day ago',
    read: true,
  },
];

import type { Transaction } from '../../../../shared/contracts/dashboard.ts';

/** Overview's Recent Investments, newest first; every deal named is one of the live deals. */
export const SAMPLE_RECENT_INVESTMENTS: readonly Transaction[] = [
  { id: 'txn-1012', date: '2025-11-21', description: 'Investment in Harborview Residences', amount: 25_000, status: 'completed', investor: 'Emma Thompson' },
  { id: 'txn-1011', date: '2025-11-20', description: 'Investment in Oakridge Business Park', amount: 50_000, status: 'completed', investor: 'Michael Chen' },
  { id: 'txn-1010', date: '2025-11-20', description: 'Investment in Sunset Ridge Villas', amount: 10_000, status: 'pending', investor: 'Sofia Martinez' },
  { id: 'txn-1009', date: '2025-11-19', description: 'Investment in Riverfront Cold Storage', amount: 35_000, status: 'completed', investor: 'James Wilson' },
  { id: 'txn-1008', date: '2025-11-18', description: 'Investment in Lakeside Mixed-Use Plaza', amount: 15_000, status: 'failed', investor: 'Priya Patel' },
  { id: 'txn-1007', date: '2025-11-18', description: 'Investment in Coral Bay Apartments', amount: 12_500, status: 'completed', investor: 'David Kim' },
  { id: 'txn-1006', date: '2025-11-17', description: 'Investment in Brookline Retail Commons', amount: 20_000, status: 'pending', investor: 'Olivia Brown' },
  { id: 'txn-1005', date: '2025-11-16', description: 'Investment in Canal Street Lofts', amount: 7_500, status: 'completed', investor: 'Liam Johnson' },
  { id: 'txn-1004', date: '2025-11-15', description: 'Investment in Midtown Medical Offices', amount: 30_000, status: 'completed', investor: 'Ava Garcia' },
  { id: 'txn-1003', date: '2025-11-14', description: 'Investment in Pinecrest Industrial Hub', amount: 10_000, status: 'pending', investor: 'Noah Williams' },
  { id: 'txn-1002', date: '2025-11-13', description: 'Investment in Harborview Residences', amount: 45_000, status: 'completed', investor: 'Isabella Rossi' },
  { id: 'txn-1001', date: '2025-11-12', description: 'Investment in Oakridge Business Park', amount: 18_000, status: 'completed', investor: 'Ethan Davis' },
];

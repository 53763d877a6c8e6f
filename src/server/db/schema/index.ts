// The whole database schema, one file per domain; drizzle-kit reads this folder.
export * from './users.ts';
export * from './properties.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './deals.ts';
export * from './ledger.ts';
export * from './investing.ts';
export * from './platform.ts';
export * from './dashboard.ts';
export * from './outbox.ts';
export * from './holdings.ts';
export * from './tax.ts';
export * from './distributions.ts';
export * from './tax-filings.ts';
export * from './questions.ts';
export * from './reports.ts';
export * from './draws.ts';

import { describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../../../lib/i18n.ts';
import { fundingStateText, timeLeftText } from './funding.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const live = (deadline: string | null) => ({ lifecycle: 'live' as const, deadline });

describe('timeLeftText', () => {
  it('counts whole days to the deadline', () => {
    expect(timeLeftText(live('2026-03-31T12:00:00Z'), NOW)).toBe('30');
    expect(timeLeftText(live('2026-03-02T13:00:00Z'), NOW)).toBe('1');
    expect(timeLeftText(live('2026-03-01T18:00:00Z'), NOW)).toBe('Less than 1');
  });

  it('is Closed once the deadline has passed or the deal is not live', () => {
    expect(timeLeftText(live('2026-03-01T12:00:00Z'), NOW)).toBe('Closed');
    expect(timeLeftText({ lifecycle: 'funded', deadline: '2026-03-31T12:00:00Z' }, NOW)).toBe('Closed');
    expect(timeLeftText(live(null), NOW)).toBe('Closed');
  });

  it('says a deal is Closed in words of its own, not those of office hours', async () => {
    await activateLanguage('fr');
    try {
      expect(timeLeftText(live(null), NOW)).toBe('Clôturé');
      expect(t('Closed')).toBe('Fermé');
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('fundingStateText', () => {
  it('says whether the campaign is open, funded or failed', () => {
    expect(fundingStateText(live('2026-03-31T12:00:00Z'), NOW)).toBe('Open for investment');
    expect(fundingStateText(live('2026-02-28T12:00:00Z'), NOW)).toBe('Closing');
    expect(fundingStateText({ lifecycle: 'funded', deadline: null }, NOW)).toBe('Funded');
    // Sold after funding: its campaign funded (the property page's sale section says it was sold).
    expect(fundingStateText({ lifecycle: 'exited', deadline: null }, NOW)).toBe('Funded');
    expect(fundingStateText({ lifecycle: 'failed', deadline: null }, NOW)).toBe('Failed: every backer was refunded');
  });
});

/** The keys of a deal's draws: the same for every reader (the answer names no one), refreshed through `all` after any step. */
export const drawKeys = {
  all: ['draws'] as const,
  ofDeal: (dealId: string) => [...drawKeys.all, dealId] as const,
};

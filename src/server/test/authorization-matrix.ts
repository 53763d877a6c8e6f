/*
 * The after-funding modules' authorization matrices (draws, reports, questions, exits): each row
 * names a route, how to make what it acts on (fresh for every caller where a success changes it)
 * and the status each caller gets. `own` is the proposer of the deals, `other` another proposer;
 * `holder` a backer of the funded deal, `backer` another backer; `anonymous` a visitor.
 */

export type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'holder', 'backer', 'own', 'other', 'admin'];

export const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  holder: status,
  backer: status,
  own: status,
  other: status,
  admin: status,
});
export const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), anonymous: 401 });
/** The admin acts; everyone else signed in is refused by role. */
export const adminOnly = (status: number): Record<Caller, number> => ({ ...signedIn(403), admin: status });

export interface MatrixRow<Body> {
  label: string;
  url: () => string | Promise<string>;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: Body;
  expected: Record<Caller, number>;
}

/** The status each caller gets for the row, by `call` with the caller's token (none for the visitor). */
export async function statusesOf<Body>(
  row: MatrixRow<Body>,
  tokens: Record<Exclude<Caller, 'anonymous'>, string>,
  call: (method: MatrixRow<Body>['method'], url: string, token: string | undefined, body?: Body) => Promise<{ statusCode: number }>,
): Promise<Record<Caller, number>> {
  const seen = {} as Record<Caller, number>;
  for (const caller of CALLERS) {
    const token = caller === 'anonymous' ? undefined : tokens[caller];
    seen[caller] = (await call(row.method, await row.url(), token, row.body)).statusCode;
  }
  return seen;
}

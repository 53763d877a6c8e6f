import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Error sentences in the request's language (docs/decisions/007-languages.md): Accept-Language
 * picks it, the code stays the same in every language, English when no language is asked for.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const MISSING_DEAL = '/api/deals/0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21';
const language = (value?: string): Record<string, string> => (value ? { 'accept-language': value } : {});

const register = (email: string, headers: Record<string, string>, password = 'banyan-courtyard-19') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { user_type: 'backer', first_name: 'Meera', last_name: 'Iyer', email, password, phone_number: '+91 98200 12345' },
  });

describe('error sentences in the request language', () => {
  it('answers a 404 in French, Spanish from a browser list, English without a header, with one code', async () => {
    const answers = await Promise.all(
      [language('fr'), language('es-MX,es;q=0.9'), language()].map((headers) => t.app.inject({ method: 'GET', url: MISSING_DEAL, headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { message: 'Il n’y a aucun projet à cette adresse.', detail: 'Il n’y a aucun projet à cette adresse.', code: 'not_found' },
      { message: 'No hay ningún proyecto en esta dirección.', detail: 'No hay ningún proyecto en esta dirección.', code: 'not_found' },
      { message: 'There is no deal at this address.', detail: 'There is no deal at this address.', code: 'not_found' },
    ]);
  });

  it('fills in a 404 for an unknown API path in French', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: language('fr') });
    expect(answer.json()).toMatchObject({ message: 'Il n’y a aucun point d’accès de l’API à GET /api/nowhere.', code: 'not_found' });
  });

  it("answers a service's 409 in French with the same code", async () => {
    const backer = await registerTestUser(t.app, 'backer');
    const french = await register(backer.email, language('fr'));
    const english = await register(backer.email, language());
    expect([french.statusCode, english.statusCode]).toEqual([409, 409]);
    expect(french.json()).toMatchObject({ message: 'Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.', code: 'email_taken' });
    expect(english.json()).toMatchObject({ message: 'An account with this email already exists. Sign in instead.', code: 'email_taken' });
  });

  it('answers a 422 with its fields’ sentences in French, Spanish or English', async () => {
    const email = `language-${Date.now().toString(36)}@example.com`;
    const french = await register(email, language('fr'), 'short');
    expect(french.statusCode).toBe(422);
    expect(french.json()).toMatchObject({
      code: 'invalid_request',
      message: 'Le mot de passe doit comporter au moins 8 caractères.',
      errors: [{ field: 'password', message: 'Le mot de passe doit comporter au moins 8 caractères.' }],
    });
    const spanish = await register(email, language('es-MX,es;q=0.9'), 'short');
    expect(spanish.json()).toMatchObject({
      code: 'invalid_request',
      errors: [{ field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' }],
    });
    const english = await register(email, language(), 'short');
    expect(english.json()).toMatchObject({ code: 'invalid_request', errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }] });
  });

  it('answers a query parameter’s 422 in French', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/properties?min_price=-1', headers: language('fr') });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[0].message).toBe('Le prix minimal doit valoir au moins 0.');
  });
});

import { DEMO, expect, open, signIn, test, uniqueEmail, type DemoRole } from './support/fixtures.ts';

test.describe('registration', () => {
  for (const role of ['backer', 'proposer'] as const) {
    test(`a new ${role} registers and lands on /dashboard, signed in`, async ({ page, context }) => {
      await open(page, '/register');
      await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
      await page.getByLabel('Role').selectOption(role);
      await page.getByLabel('First name').fill('Kavya');
      await page.getByLabel('Last name').fill('Sharma');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(role));
      await page.getByLabel('Phone number').fill('+91 98450 12345');
      await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
      await page.getByLabel('Confirm password').fill('banyan-courtyard-19');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: 'Choose a dashboard' })).toBeVisible();
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies.role).toBe(role);
      expect(cookies.auth_token).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(cookies.auth_token);
    });
  }

  test('shows "Passwords do not match." and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) sent = true;
    });
    await open(page, '/register');
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
    await page.getByLabel('Confirm password').fill('banyan-courtyard-91');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    expect(sent).toBe(false);
  });

  test('asks for a valid role when none is chosen', async ({ page }) => {
    await open(page, '/register');
    await expect(page.getByLabel('Role')).toHaveValue('');
    await expect(page.getByRole('option', { name: 'Select a role' })).toBeDisabled();
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('norole'));
    await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
    await page.getByLabel('Confirm password').fill('banyan-courtyard-19');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a valid role (Backer or Proposer).');
  });

  test("shows the server's detail for a taken email, above the button", async ({ page }) => {
    await open(page, '/register');
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('First name').fill('Rohan');
    await page.getByLabel('Last name').fill('Mehta');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
    await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
    await page.getByLabel('Confirm password').fill('banyan-courtyard-19');
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('An account with this email already exists. Sign in instead.');
    const alertBox = (await alert.boundingBox())!;
    const buttonBox = (await page.getByRole('button', { name: 'Register' }).boundingBox())!;
    expect(alertBox.y).toBeLessThan(buttonBox.y);
    await expect(page).toHaveURL('/register');
  });

  test('shows the server sentence for a too-common password', async ({ page }) => {
    await open(page, '/register');
    await page.getByLabel('Role').selectOption('proposer');
    await page.getByLabel('First name').fill('Arjun');
    await page.getByLabel('Last name').fill('Das');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('common'));
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password is too common. Choose one that is harder to guess.');
  });

  test('reads "Registering..." and is disabled while pending; falls back to the generic sentence', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The server answering with no sentence at all (a proxy error page, say).
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    });
    await open(page, '/register');
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('pending'));
    await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
    await page.getByLabel('Confirm password').fill('banyan-courtyard-19');
    await page.getByRole('button', { name: 'Register' }).click();
    const pending = page.getByRole('button', { name: 'Registering...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Registration failed. Please try again.');
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  test('links to sign-in after "Already have an account?"', async ({ page }) => {
    await open(page, '/register');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('sign-in', () => {
  for (const role of Object.keys(DEMO) as DemoRole[]) {
    test(`the ${role} demo account signs in and lands on /sign_in/${role}`, async ({ page, context }) => {
      await signIn(page, role);
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
      expect(cookies.role?.value).toBe(role);
      // Not remembered: the cookies end with the browser session.
      expect(cookies.auth_token?.expires).toBe(-1);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', `/sign_in/${role}`);
      await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    });
  }

  test('remember me keeps the cookies for 30 days', async ({ page, context }) => {
    await signIn(page, 'backer', { remember: true });
    const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')!;
    const days = (token.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('/signin is the same screen', async ({ page }) => {
    await open(page, '/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Role')).toHaveValue('');
    await expect(page.getByLabel('Role').getByRole('option')).toHaveText(['Select your role', 'Admin', 'Backer', 'Proposer']);
  });

  test('asks to fill in all fields, one missing at a time', async ({ page }) => {
    await open(page, '/login');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.backer.password);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test("shows the server's message for wrong credentials and the wrong role", async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.backer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email, password or role.');
    await expect(page).toHaveURL('/login');
  });

  test('falls back to the generic sentence when the server says nothing', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    await open(page, '/login');
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.backer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
  });

  test('links to registration with "Sign up"', async ({ page }) => {
    await open(page, '/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/register');
  });
});

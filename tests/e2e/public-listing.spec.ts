import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures.ts';

const titles = (page: Page) => page.getByRole('main').locator('article h3');
const count = (page: Page) => page.getByRole('main').getByRole('status');

test.describe('property listing', () => {
  test('lists every property with its count; the title reads Properties', async ({ page }) => {
    await open(page, '/properties');
    await expect(page).toHaveTitle('Properties | Sharestead');
    await expect(count(page)).toHaveText('16 properties found');
    await expect(titles(page)).toHaveCount(16);
    await expect(titles(page).first()).toHaveText('Skyline Residences, Sea-View 3 BHK');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('featured');
  });

  test('shows a skeleton while the list first loads, then keeps the results dimmed while a filter loads', async ({ page }) => {
    // Each answer of the real API is held until the test has seen the loading state.
    const held: (() => void)[] = [];
    await page.route('**/api/properties?*', async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto('/properties');
    await expect(page.getByTestId('listing-skeleton')).toBeVisible();
    await expect(count(page)).toHaveText('Loading properties…');
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
    await expect(count(page)).toHaveText('16 properties found');
    await expect(page.getByTestId('listing-skeleton')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('villa');
    await expect(count(page)).toHaveText('Loading properties…');
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(titles(page)).toHaveCount(16);
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
    await expect(count(page)).toHaveText('2 properties found');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('search narrows the list and is kept in the URL', async ({ page }) => {
    await open(page, '/properties');
    await page.getByRole('searchbox', { name: 'Search' }).fill('goa');
    await expect(count(page)).toHaveText('2 properties found');
    await expect(titles(page)).toHaveText(['Sea Breeze Villa', 'Assagao Heritage Cottage']);
    await expect(page).toHaveURL(/\?q=goa$/);
  });

  test('slow typing is never overwritten by the URL catching up', async ({ page }) => {
    await open(page, '/properties');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.pressSequentially('villa goa', { delay: 250 });
    await expect(search).toHaveValue('villa goa');
    await expect(count(page)).toHaveText('1 property found');
    await expect(titles(page)).toHaveText(['Sea Breeze Villa']);
  });

  test('each sort orders the list', async ({ page }) => {
    await open(page, '/properties');
    const sort = page.getByRole('combobox', { name: 'Sort' });
    expect(await sort.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      'featured',
      'price-asc',
      'price-desc',
      'newest',
    ]);
    const cases: [string, string, string][] = [
      ['price-asc', 'Malviya Nagar Starter Apartment', 'Golf Course Road Penthouse'],
      ['price-desc', 'Golf Course Road Penthouse', 'Malviya Nagar Starter Apartment'],
      ['newest', 'Gachibowli Studio near the Financial District', 'Malviya Nagar Starter Apartment'],
      ['featured', 'Skyline Residences, Sea-View 3 BHK', 'Malviya Nagar Starter Apartment'],
    ];
    for (const [value, first, last] of cases) {
      await sort.selectOption(value);
      await expect(titles(page).first()).toHaveText(first);
      await expect(titles(page).last()).toHaveText(last);
      await expect(titles(page)).toHaveCount(16);
    }
    await expect(page).toHaveURL('/properties');
  });

  const FILTER_CASES: [string, string, number, string][] = [
    ['Location', 'Goa', 2, 'location=Goa'],
    ['Type', 'villa', 2, 'type=villa'],
    ['Min price', '5000000', 14, 'minPrice=5000000'],
    ['Max price', '5000000', 2, 'maxPrice=5000000'],
    ['Bedrooms', '5', 1, 'bedrooms=5'],
    ['Bathrooms', '4', 4, 'bathrooms=4'],
  ];
  for (const [label, value, expected, query] of FILTER_CASES) {
    test(`the ${label} filter narrows the list`, async ({ page }) => {
      await open(page, '/properties');
      await page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
      await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? 'property' : 'properties'} found`);
      await expect(titles(page)).toHaveCount(expected);
      await expect(page).toHaveURL(`/properties?${query}`);
    });
  }

  test('the filter selects offer the option lists of the spec', async ({ page }) => {
    await open(page, '/properties');
    const labels = async (name: string) => page.getByRole('combobox', { name, exact: true }).locator('option').allTextContents();
    expect(await labels('Type')).toEqual(['Any type', 'Apartment', 'House', 'Villa', 'Condo', 'Townhouse', 'Land']);
    expect(await labels('Min price')).toEqual([
      'No min',
      '₹1,00,000',
      '₹2,00,000',
      '₹3,00,000',
      '₹5,00,000',
      '₹7,50,000',
      '₹10,00,000',
      '₹20,00,000',
      '₹50,00,000',
    ]);
    expect(await labels('Bedrooms')).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
    expect(await labels('Bathrooms')).toEqual(['Any', '1+', '2+', '3+', '4+']);
  });

  test('no match shows the empty state, and Reset Filters brings everything back', async ({ page }) => {
    await open(page, '/properties?type=villa&bedrooms=5&sort=price-asc');
    await expect(count(page)).toHaveText('1 property found');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('condo');
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
    await expect(count(page)).toHaveText('0 properties found');
    await expect(titles(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/properties');
    await expect(count(page)).toHaveText('16 properties found');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('featured');
  });

  test('a minimum price above the maximum is a search with no results, not an error', async ({ page }) => {
    await open(page, '/properties');
    await page.getByRole('combobox', { name: 'Min price', exact: true }).selectOption('5000000');
    await page.getByRole('combobox', { name: 'Max price', exact: true }).selectOption('1000000');
    await expect(page).toHaveURL('/properties?minPrice=5000000&maxPrice=1000000');
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
    await expect(count(page)).toHaveText('0 properties found');
    await expect(page.getByText('We could not load the properties.', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(count(page)).toHaveText('16 properties found');
  });

  test('filters, search and sort survive a reload and Back', async ({ page }) => {
    await open(page, '/properties');
    await page.getByRole('combobox', { name: 'Location' }).selectOption('Bengaluru');
    await expect(count(page)).toHaveText('2 properties found');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('price-desc');
    await expect(titles(page)).toHaveText(['Indiranagar Garden House', 'Palm Grove Townhouse']);
    await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption('4');
    await expect(count(page)).toHaveText('1 property found');
    await expect(page).toHaveURL('/properties?location=Bengaluru&sort=price-desc&bedrooms=4');

    await page.reload();
    await expect(count(page)).toHaveText('1 property found', { timeout: 10_000 });
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Bengaluru');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('price-desc');
    await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('4');

    await page.goBack();
    await expect(page).toHaveURL('/properties?location=Bengaluru&sort=price-desc');
    await expect(count(page)).toHaveText('2 properties found');
    await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('');
    await expect(titles(page)).toHaveText(['Indiranagar Garden House', 'Palm Grove Townhouse']);

    // A shared link opens the same listing, and a card leads to its detail and back.
    await titles(page).first().getByRole('link').click();
    await expect(page).toHaveURL('/properties/indiranagar-garden-house');
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Bengaluru');
    await expect(count(page)).toHaveText('2 properties found');
  });

  test('the search box follows the URL on Back', async ({ page }) => {
    await open(page, '/properties?q=villa');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('villa');
    await expect(count(page)).toHaveText('2 properties found');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('apartment');
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
    await page.goBack();
    await expect(count(page)).toHaveText('2 properties found');
  });

  test('card photos are responsive, sized and lazy below the fold', async ({ page }) => {
    await open(page, '/properties');
    const images = page.getByRole('main').locator('article img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(5)).toHaveAttribute('srcset', /-640\.webp 640w, .*\.webp 1200w/);
    await expect(images.nth(5)).toHaveAttribute('width', '1200');
    await expect(images.nth(5)).toHaveAttribute('height', '800');
  });
});

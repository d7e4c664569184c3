import { test, expect, type Page } from '@playwright/test';
import { confirmAge, waitForApp } from './support';

/** Names the API returns for a query, in its order; the UI must show exactly these. */
async function namesFromApi(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/characters?${query}`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { items: { name: string }[] };
  return body.items.map((item) => item.name);
}

const cardNames = (page: Page) => page.getByTestId('character-card').locator('h3');

test.describe('foundation', () => {
  // These tests are about the pages, not the 18+ gate (ageGate.spec.ts covers it).
  test.beforeEach(async ({ page }) => confirmAge(page));

  test('landing shows the four sample characters and the footer year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Below the hero, the page is drawn as the visitor scrolls towards it (decision 0046).
    await page.mouse.wheel(0, 600);
    const samples = page.getByRole('region', { name: 'Say hi to a few of them' });
    for (const name of ['Luna', 'Vivienne', 'Aria', 'Nova']) {
      await expect(samples.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Start Chat Free/ }).first()).toHaveAttribute(
      'href',
      '/chat/luna',
    );
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('explore: search, tag chips (any-of), empty state, filters in the URL', async ({ page }) => {
    await page.goto('/characters');
    await expect(cardNames(page).first()).toBeVisible();
    const everyone = await namesFromApi(page, 'limit=100');
    await expect(cardNames(page)).toHaveCount(everyone.length);

    // Typing filters the cards (after the debounce) and lands in the URL.
    await page.getByRole('searchbox', { name: 'Search characters' }).fill('raven');
    await expect(page).toHaveURL(/[?&]q=raven/);
    await expect(cardNames(page)).toHaveText(await namesFromApi(page, 'q=raven'));
    await expect(cardNames(page)).toContainText(['Raven']);

    // Tag chips: clear the search, then select two tags; a card matches with any of them.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await tags.getByRole('button', { name: 'goth', exact: true }).click();
    await expect(page).toHaveURL(/[?&]tags=goth/);
    await expect(cardNames(page)).toHaveText(await namesFromApi(page, 'tags=goth'));
    await tags.getByRole('button', { name: 'bookworm', exact: true }).click();
    const anyOf = await namesFromApi(page, 'tags=goth&tags=bookworm');
    expect(anyOf.length).toBeGreaterThan(1);
    await expect(cardNames(page)).toHaveText(anyOf);
    await expect(tags.getByRole('button', { name: 'goth', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Sorting by name is in the URL too, and everything survives a reload.
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=name/);
    const sortedAnyOf = await namesFromApi(page, 'tags=goth&tags=bookworm&sort=name');
    await expect(cardNames(page)).toHaveText(sortedAnyOf);
    await page.reload();
    await expect(cardNames(page)).toHaveText(sortedAnyOf);
    await expect(tags.getByRole('button', { name: 'bookworm', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A search nobody matches shows the empty state.
    await page.getByRole('searchbox', { name: 'Search characters' }).fill('zzzz-nobody');
    await expect(page.getByText('No characters found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  });

  test('clicking a card opens its chat', async ({ page }) => {
    await page.goto('/characters?q=luna');
    const card = page
      .getByTestId('character-card')
      .filter({ has: page.getByRole('heading', { name: 'Luna' }) });
    await card.locator('p').last().click();
    await expect(page).toHaveURL(/\/chat\/luna$/);
  });

  test('the info button opens the details dialog without leaving the page', async ({ page }) => {
    await page.goto('/characters?q=raven');
    await page.getByRole('button', { name: 'Character details' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Raven/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Chat Now/ })).toHaveAttribute(
      'href',
      '/chat/raven',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/characters/);
  });

  test('below 1024 px the drawer opens from the menu button and closes after navigating', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    const drawerNav = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'Main' });
    await expect(drawerNav).toBeHidden();
    await menu.click();
    await expect(drawerNav).toBeVisible();
    await drawerNav.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/characters$/);
    await expect(drawerNav).toBeHidden();

    // Escape closes it too, and so does a click on the overlay beside the panel.
    await menu.click();
    await expect(drawerNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawerNav).toBeHidden();
    await menu.click();
    await expect(drawerNav).toBeVisible();
    await page.mouse.click(700, 450);
    await expect(drawerNav).toBeHidden();
  });

  test('on desktop the sidebar collapses to an icon rail and back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/characters');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await expect(sidebar.getByRole('link', { name: 'Explore' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
  });

  test('unknown legal page shows Page not found and Go Home returns to /', async ({ page }) => {
    await page.goto('/legal/nope');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('legal pages render and link to each other', async ({ page }) => {
    await page.goto('/legal/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Acceptable Use' }).click();
    await expect(
      page.getByRole('heading', { name: 'Acceptable Use Policy', level: 1 }),
    ).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { confirmAge } from './support';

/*
 * The chat screen as a guest, against the real server and its offline companion engine
 * (the default: replies are real text, written by the built-in engine).
 */

const input = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const assistantMessages = (page: Page) => page.getByTestId('assistant-message');
const userMessages = (page: Page) => page.getByTestId('user-message');

test.describe('chat', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAge(page);
  });

  test('send, stream, statuses, reload, history, regenerate and swipe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/chat/luna');
    await expect(page.getByRole('heading', { level: 1, name: 'Luna' })).toBeVisible();
    await expect(page.getByTestId('ai-badge')).toBeVisible();
    // The greeting, and the one-time AI notice.
    await expect(assistantMessages(page).first()).toContainText(/\S/);
    await expect(page.getByRole('note')).toContainText('every character here is an AI');
    await expect(page).toHaveURL(/\/chat\/luna\?c=[0-9a-f-]{36}/);
    const conversationUrl = page.url();

    await input(page).fill('Hi Luna! How was your day?');
    await input(page).press('Enter');
    const sent = userMessages(page).last();
    await expect(sent).toContainText('Hi Luna! How was your day?');
    // The reply: the typing dots or streamed text (the offline engine is fast, so either), then Read.
    await expect(
      page.getByTestId('typing-indicator').or(assistantMessages(page).nth(1)).first(),
    ).toBeVisible();
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(sent.getByTestId('delivery-status')).toHaveText('Read');
    await expect(assistantMessages(page).nth(1)).toContainText(/\S{2,}/);
    await expect(
      page.getByText('Offline mode — replies come from the built-in companion engine'),
    ).toBeVisible();
    await expect(input(page)).toBeEnabled();

    // The conversation is kept on the server.
    await page.reload();
    await expect(page).toHaveURL(conversationUrl);
    await expect(userMessages(page).last()).toContainText('Hi Luna! How was your day?');
    await expect(assistantMessages(page)).toHaveCount(2);
    const history = page.getByRole('complementary', { name: 'Chat history' });
    await expect(history.getByRole('link', { name: /Luna/ })).toHaveCount(1);
    await expect(history.getByRole('link', { name: /Luna/ })).toContainText('Just now');

    // Regenerate the last reply, then swipe back to the first version.
    const reply = assistantMessages(page).last();
    await reply.hover();
    await reply.getByRole('button', { name: 'Regenerate reply' }).click();
    await expect(reply.getByTestId('alternates')).toContainText('2/2');
    await reply.getByRole('button', { name: 'Previous version' }).click();
    await expect(reply.getByTestId('alternates')).toContainText('1/2');
    // The arrow keys swipe too, on the focused message.
    await reply.focus();
    await page.keyboard.press('ArrowRight');
    await expect(reply.getByTestId('alternates')).toContainText('2/2');
    await page.keyboard.press('ArrowLeft');
    await expect(reply.getByTestId('alternates')).toContainText('1/2');
    // The choice is kept on the server.
    await page.reload();
    await expect(assistantMessages(page).last().getByTestId('alternates')).toContainText('1/2');
  });

  test('an unknown character falls back to Luna', async ({ page }) => {
    await page.goto('/chat/nobody');
    await expect(page).toHaveURL(/\/chat\/luna(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Luna' })).toBeVisible();
  });

  test('a failed send shows Failed and the hiccup line; resend puts the text back', async ({
    page,
  }) => {
    await page.goto('/chat/luna');
    await expect(input(page)).toBeEnabled();
    await page.route('**/api/conversations/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'model_unavailable', message: 'down' } }),
          })
        : route.continue(),
    );
    await input(page).fill('Are you there?');
    await input(page).press('Enter');
    await expect(page.getByRole('button', { name: /Failed/ })).toBeVisible();
    await expect(page.getByText('I hiccuped… try again? 💕')).toBeVisible();
    await page.unroute('**/api/conversations/*/messages');

    await page.getByRole('button', { name: /Failed/ }).click();
    await expect(input(page)).toHaveValue('Are you there?');
    await expect(page.getByText('I hiccuped… try again? 💕')).toHaveCount(0);
    await expect(userMessages(page)).toHaveCount(0);

    await input(page).press('Enter');
    await expect(userMessages(page).last().getByTestId('delivery-status')).toHaveText('Read');
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Failed/ })).toHaveCount(0);
  });
});

import { expect, test } from './fixtures';

/**
 * One address per page (issue 26, defect 7): a page named in the wrong case, or by its directory's index file, shows
 * as that page at its own address, without a hydration error, whether the server redirects (`npm start`) or a static
 * host answers with its 404 page (the client then loads the page's own HTML).
 */

/** Console errors (React reports a hydration mismatch, #418, there). */
function consoleErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('a page in the wrong case or named by index.html shows at its own address, with no hydration error', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);

  await test.step('the server moves a page in the wrong case to its lower-case address (301)', async () => {
    const response = await request.get('/Tools/base64-encoder?x=1', {
      maxRedirects: 0,
      headers: { Accept: 'text/html' },
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/tools/base64-encoder?x=1');
    await page.goto('/ABOUT');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About DevToolbox' })).toBeVisible();
  });

  await test.step('behind a static host that answers 404, the client loads the page’s own HTML', async () => {
    const notFound = await (await request.get('/no/such/page')).text();
    await page.route('**/Settings', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
    );
    await page.goto('/Settings');
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  await test.step('/index.html is the home page, and /about/index.html the about page', async () => {
    await page.goto('/index.html');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
    await expect(page.locator('main button[data-tool-id]').first()).toBeVisible();
    await page.goto('/about/index.html#x');
    await expect(page).toHaveURL('/about#x');
    await expect(page.getByRole('heading', { level: 1, name: 'About DevToolbox' })).toBeVisible();
  });

  await test.step('an unknown address keeps its case and gets the not-found page', async () => {
    await page.goto('/No/Such/Page');
    await expect(page).toHaveURL('/No/Such/Page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  expect(errors).toEqual([]);
});

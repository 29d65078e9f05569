import { SITE_NAME } from '../src/core/site/catalogue';
import { expect, test } from './fixtures';
import { expectToast, toast } from './toasts';

/** Catches the mail hand-off: records mailto: link clicks instead of opening a mail program. */
async function interceptMailto(page: import('@playwright/test').Page, { fail = false } = {}) {
  await page.addInitScript((shouldFail) => {
    const w = window as unknown as { mailtoHandOffs: string[] };
    w.mailtoHandOffs = [];
    const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')!.value as (this: HTMLElement) => void;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:')) return click.call(this);
      if (shouldFail) throw new Error('No mail program');
      w.mailtoHandOffs.push(this.href);
    };
  }, fail);
}

const handOffs = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { mailtoHandOffs: string[] }).mailtoHandOffs);

async function fillForm(page: import('@playwright/test').Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

test.describe('support page', () => {
  test('shows the form, the email card and an honest FAQ', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveTitle(`Support | ${SITE_NAME}`);
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@devtoolbox.dev' })).toHaveAttribute(
      'href',
      'mailto:support@devtoolbox.dev',
    );
    await expect(page.getByText('We reply within 24-48 hours on business days.').first()).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.getByText('Do I need an account?').click();
    await expect(faq.getByText('There are no accounts and nothing is saved on a server.')).toBeVisible();
    await expect(page.getByText(/saved history|registered users|sign in/i)).toHaveCount(0);
  });

  test('validates: all fields, then the email', async ({ page }) => {
    await interceptMailto(page);
    await page.goto('/support');
    const form = await fillForm(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hello' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Validation Error' })).toContainText(
      'Please fill in all fields',
    );

    await fillForm(page, { Message: 'Hi there', Email: 'ada-at-example' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' })).toContainText(
      'Please enter a valid email address',
    );
    expect(await handOffs(page)).toEqual([]);
    await expect(form.getByLabel('Message')).toHaveValue('Hi there');
  });

  test("hands the message to the visitor's mail program, then clears the fields", async ({ page }) => {
    await interceptMailto(page);
    await page.goto('/support');
    const form = await fillForm(page, {
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: 'Bug & idea',
      Message: 'Line one\nLine two',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByLabel('Subject')).toHaveValue('Bug & idea');

    await expect(page.getByRole('status')).toContainText('support@devtoolbox.dev');
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const [href] = await handOffs(page);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@devtoolbox.dev');
    expect(url.searchParams.get('subject')).toBe('Bug & idea');
    expect(url.searchParams.get('body')).toBe('Line one\nLine two\n\n--\nName: Ada\nEmail: ada@example.com');
  });

  test('keeps everything typed when the hand-off fails', async ({ page }) => {
    await interceptMailto(page, { fail: true });
    await page.goto('/support');
    const values = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hi', Message: 'Please keep me' };
    const form = await fillForm(page, values);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to send support request. Please try again later.' }),
    ).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('support chat', () => {
  test('replies after 1.5 s that nothing was sent; the notice shows once the mail program opens', async ({ page }) => {
    await interceptMailto(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    const log = chat.getByRole('log', { name: 'Messages' });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await expect(log).toContainText('We typically reply in minutes');

    await chat.getByLabel('Your message').fill('My hash is wrong');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(log.locator('[data-from="user"]')).toHaveText(/My hash is wrong\s*\d\d:\d\d/);
    const support = log.locator('[data-from="support"]');
    await expect(support).toHaveCount(2, { timeout: 4000 });
    // The reply tells the truth: nothing has gone anywhere yet, and how to send it.
    await expect(support.nth(1)).toContainText(
      'Your message has not been sent yet: this chat does not reach our team by itself. Press "Send by email" to open your mail program with your messages ready to send to support@devtoolbox.dev.',
    );
    // The reply is stamped at least 1.5 s after the visitor's message.
    const stamps = await log
      .locator('li[data-from] time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(stamps[2] - stamps[1]).toBeGreaterThanOrEqual(1500);
    await page.waitForTimeout(500);
    await expect(toast(page)).toHaveCount(0);
    expect(await handOffs(page)).toEqual([]);

    await chat.getByRole('button', { name: 'Send by email' }).click();
    await expect(chat.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expectToast(
      page,
      'Support Team Notified',
      'Your mail program opened with your messages to support@devtoolbox.dev. Send that email.',
    );
    const [href, ...more] = await handOffs(page);
    expect(more).toEqual([]);
    const url = new URL(href);
    expect(url.pathname).toBe('support@devtoolbox.dev');
    expect(url.searchParams.get('subject')).toBe('Support chat');
    expect(url.searchParams.get('body')).toMatch(/^\[\d\d:\d\d\] My hash is wrong$/);
    await expect(support).toHaveCount(3);
    await expect(support.nth(2)).toContainText('Nothing reaches us until you send that email');
    await expect(chat.getByRole('button', { name: 'Send by email' })).toHaveCount(0);

    // The panel closes and opens again with the conversation kept, and nothing left to send.
    await page.getByRole('button', { name: 'Close support chat' }).click();
    await expect(page.getByRole('region', { name: 'Support chat' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(log.locator('[data-from="user"]')).toHaveCount(1);
    await expect(support).toHaveCount(3);
    await expect(chat.getByRole('button', { name: 'Send by email' })).toHaveCount(0);
  });

  test('says so, and keeps the offer, when the mail program cannot be opened', async ({ page }) => {
    await interceptMailto(page, { fail: true });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    await chat.getByLabel('Your message').fill('Please keep me');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await chat.getByRole('button', { name: 'Send by email' }).click({ timeout: 4000 });
    await expectToast(page, 'Failed to send support request. Please try again later.');
    await expect(chat.getByRole('log', { name: 'Messages' }).locator('[data-from="support"]')).toHaveCount(2);
    await expect(chat.getByRole('button', { name: 'Send by email' })).toBeEnabled();
  });

  test("is hidden while the stored flag is 'false', following other tabs", async ({ page, context }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open support chat' });
    await expect(button).toBeVisible();

    const other = await context.newPage();
    await other.goto('/popular');
    await other.evaluate(() => localStorage.setItem('supportChatEnabled', 'false'));
    await expect(button).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Tools', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toHaveCount(0);

    await other.evaluate(() => localStorage.setItem('supportChatEnabled', 'true'));
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    await other.close();
  });

  test('its tooltip opens after 700 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Open support chat' }).hover();
    const tip = page.getByRole('tooltip', { name: 'Chat with support' });
    await page.clock.runFor(650);
    await expect(tip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tip).toBeVisible();
  });
});

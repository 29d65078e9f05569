import type { Page } from '@playwright/test';
import { SITE_NAME } from '../src/core/site/catalogue';
import { expect, test } from './fixtures';
import { expectToast, toast } from './toasts';

/**
 * Catches the mail hand-off: records mailto: link clicks instead of opening a mail program, or throws as a
 * browser without one would while `mailtoFails` is set. With `mailtoReal` set the real click runs.
 */
async function interceptMailto(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { mailtoHandOffs: string[]; mailtoFails: boolean; mailtoReal: boolean };
    w.mailtoHandOffs = [];
    const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')!.value as (this: HTMLElement) => void;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:') || w.mailtoReal) return click.call(this);
      if (w.mailtoFails) throw new Error('No mail program');
      w.mailtoHandOffs.push(this.href);
    };
  });
}

const handOffs = (page: Page) =>
  page.evaluate(() => (window as unknown as { mailtoHandOffs: string[] }).mailtoHandOffs);
const clearHandOffs = (page: Page) =>
  page.evaluate(() => ((window as unknown as { mailtoHandOffs: string[] }).mailtoHandOffs = []));
const mailtoFails = (page: Page, fails: boolean) =>
  page.evaluate((f) => ((window as unknown as { mailtoFails: boolean }).mailtoFails = f), fails);

async function fillForm(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

test('about leads to support: the form validates, keeps the text when the hand-off fails and hands it to the mail program; the chat replies honestly and notifies only after a real hand-off; its setting', async ({
  page,
}) => {
  // Eight steps across two pages, the chat and Settings: about 45 s in CI, so the default 60 s left little room.
  test.setTimeout(120_000);
  await interceptMailto(page);
  // Natural time until a step pauses it: the chat's tooltip delay and reply are timed on this clock.
  await page.clock.install();
  await page.goto('/about');

  await test.step('about: the mission, sections, Contact Us to /support', async () => {
    await expect(page).toHaveTitle(`About | ${SITE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: `About ${SITE_NAME}` })).toBeVisible();
    await expect(
      page.getByText('All processing happens in your browser. Your data never leaves your device'),
    ).toBeVisible();
    for (const heading of ['Our Mission', 'Built With Care', 'User Feedback', 'Get in Touch']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  const form = page.getByRole('form', { name: 'Contact form' });
  await test.step('shows the form, the email card and an honest FAQ', async () => {
    await expect(page).toHaveTitle(`Support | ${SITE_NAME}`);
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

  // Which message for which gap is unit-tested (src/core/site/support.test.ts); here, that nothing is sent.
  await test.step('validates the email before anything is handed off, keeping the text', async () => {
    await fillForm(page, { Name: 'Ada', Email: 'ada-at-example', Subject: 'Hello', Message: 'Hi there' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' })).toContainText(
      'Please enter a valid email address',
    );
    expect(await handOffs(page)).toEqual([]);
    await expect(form.getByLabel('Message')).toHaveValue('Hi there');
  });

  await test.step('keeps everything typed when the hand-off fails', async () => {
    await mailtoFails(page, true);
    const values = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hi', Message: 'Please keep me' };
    await fillForm(page, values);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to send support request. Please try again later.' }),
    ).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await mailtoFails(page, false);
  });

  await test.step("hands the message to the visitor's mail program, then clears the fields", async () => {
    await fillForm(page, {
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

  await test.step('the real mailto: hand-off works under the Content-Security-Policy', async () => {
    await page.evaluate(() => ((window as unknown as { mailtoReal: boolean }).mailtoReal = true));
    await fillForm(page, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hi', Message: 'Under the policy' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(page.getByRole('status')).toContainText('support@devtoolbox.dev');
    // The fixture fails the test on any policy violation.
    await page.evaluate(() => ((window as unknown as { mailtoReal: boolean }).mailtoReal = false));
  });

  const openButton = page.getByRole('button', { name: 'Open support chat' });
  const chat = page.getByRole('region', { name: 'Support chat' });
  const log = chat.getByRole('log', { name: 'Messages' });
  const support = log.locator('[data-from="support"]');

  await test.step('its tooltip opens after 700 ms', async () => {
    await clearHandOffs(page); // the form's, above
    await page.clock.pauseAt(Date.now() + 60_000);
    await openButton.hover();
    const tip = page.getByRole('tooltip', { name: 'Chat with support' });
    await page.clock.runFor(650);
    await expect(tip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tip).toBeVisible();
    await page.clock.resume();
  });

  await test.step('Escape closes the panel and gives focus back; Escape in the search palette is its own', async () => {
    await openButton.click();
    await chat.getByLabel('Your message').fill('Hello');
    await chat.getByLabel('Your message').press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(openButton).toBeFocused();
    await openButton.click();
    const search = page.getByRole('banner').getByPlaceholder('Search developer tools...');
    // The header's search opens the palette in place; Escape closes it, not the chat.
    await search.fill('uuid');
    const palette = page.getByRole('dialog').filter({ has: page.getByRole('option', { name: /UUID Generator/ }) });
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);
    await expect(chat).toBeVisible();
  });

  await test.step('says so, and keeps the offer, when the mail program cannot be opened', async () => {
    await mailtoFails(page, true);
    await expect(log.getByRole('listitem')).toHaveCount(1);
    // It promises what the Support page does: nobody reads the chat live.
    await expect(log).toContainText('we reply within 24-48 hours on business days');
    await expect(chat).not.toContainText('minutes');
    await chat.getByLabel('Your message').fill('My hash is wrong');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(log.locator('[data-from="user"]')).toHaveText(/My hash is wrong\s*\d\d:\d\d/);
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
    await expect(toast(page)).toHaveCount(0);
    expect(await handOffs(page)).toEqual([]);
    await chat.getByRole('button', { name: 'Send by email' }).click();
    await expectToast(page, 'Failed to send support request. Please try again later.');
    await expect(support).toHaveCount(2);
    await expect(chat.getByRole('button', { name: 'Send by email' })).toBeEnabled();
    await mailtoFails(page, false);
  });

  await test.step('the notice shows once the mail program opens', async () => {
    await chat.getByRole('button', { name: 'Send by email' }).click();
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
    await expect(chat).toHaveCount(0);
    await openButton.click();
    await expect(log.locator('[data-from="user"]')).toHaveCount(1);
    await expect(support).toHaveCount(3);
    await expect(chat.getByRole('button', { name: 'Send by email' })).toHaveCount(0);
  });

  // A stored setting follows other tabs and reloads like every other (tests/favourites.spec.ts, tests/pages.spec.ts).
  await test.step("Settings' Support Chat switch hides the button (stored flag 'false') and shows it again", async () => {
    await page.getByRole('button', { name: 'Close support chat' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'All settings' }).click();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const chatSwitch = page.getByRole('switch', { name: 'Support Chat' });
    await chatSwitch.click();
    await expect(openButton).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('supportChatEnabled'))).toBe('false');
    await chatSwitch.click();
    await expect(openButton).toBeVisible();
  });
});

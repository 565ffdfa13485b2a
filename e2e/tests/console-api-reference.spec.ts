import { expect, test } from '../fixtures/demo.ts';

/**
 * The console links to the service's API reference: the sandbox's `GET /openapi.json` rendered by Scalar's API
 * reference, on its own page with its own Content-Security-Policy (the renderer writes inline styles and HTML, so
 * the page runs without Trusted Types, still with same-origin scripts only).
 */
test('the console links to the API reference, which renders the service document from the sandbox', async ({
  demo,
  page,
}) => {
  const loaded: string[] = [];
  page.on('response', (res) => loaded.push(new URL(res.url()).origin));
  await demo.open();
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-reference\.html$/);
  // The reference itself, in view at once (no loading placeholder above it), and nothing that needs Scalar's
  // online services (its AI agent, its MCP generator).
  await expect(page.getByRole('heading', { name: 'Payment Service Interface', level: 1 })).toBeInViewport();
  await expect(page.getByText('Ask AI')).toHaveCount(0);
  await expect(page.getByText('Generate MCP')).toHaveCount(0);
  await expect(
    page.getByText('Generated from the zod schemas of @tucan/sandbox.', { exact: false }),
  ).toBeVisible();
  // The document's groups and its OAuth 2.0 token URL, from the sandbox the console runs on.
  for (const group of ['Charges', 'Charge operations', 'Payouts', 'Public (client SDK)']) {
    await expect(page.getByText(group, { exact: true }).first()).toBeAttached();
  }
  const sandboxOrigin = (await (await page.request.get('/api/config')).json()).base_url as string;
  await expect(page.getByText(`${sandboxOrigin}/auth/oauth2/token`).first()).toBeVisible();
  // Nothing was loaded from any host but the console and the sandbox (the renderer's web fonts are refused).
  const pageOrigin = new URL(page.url()).origin;
  expect(loaded.filter((o) => o !== pageOrigin && o !== sandboxOrigin)).toEqual([]);
});

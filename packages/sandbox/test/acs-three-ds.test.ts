import { describe, expect, it } from 'vitest';
import { CHALLENGE_TIMEOUT_MS, DECOUPLED_DELAY_MS } from '../src/scenarios.ts';
import { card, decodeB64UrlJson, formOf, formPost, PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay, post, merchantToken } = sandbox;

const CHALLENGE_CARD = '4000000000003220';

async function setup(uuid: string, cardBin: string) {
  const res = await post(`${PUBLIC}/setup-authentication`, { charge_uuid: uuid, card_bin: cardBin });
  expect(res.status).toBe(200);
  return res.body as {
    authentication_uuid: string;
    threeDSServerTransID: string;
    threeDSMethodURL: string | null;
    threeDSMethodNotificationURL: string;
    threeDSMethodData: string;
  };
}

/** setup → pay with the challenge card; returns what the widget holds. */
async function startChallenge(
  number = CHALLENGE_CARD,
  windowSize = '02',
  browserLanguage: string | null = 'en-US',
) {
  const charge = await createCharge('BR', 250, { webhook_url: sandbox.hooks.url });
  const auth = await setup(charge.charge_uuid, number.slice(0, 8));
  const paid = await pay(charge.charge_uuid, {
    ...card(number),
    authentication_uuid: auth.authentication_uuid,
    threeDSCompInd: 'Y',
    browser: {
      browserJavascriptEnabled: true,
      ...(browserLanguage === null ? {} : { browserLanguage }),
      challengeWindowSize: windowSize,
    },
  });
  return { charge, auth, pay: paid.body };
}

/** The iframe: POST creq to url_3ds, then submit the OTP form (or cancel) as a browser would. */
async function answerChallenge(pay: { url_3ds: string; creq: string }, otp: string, action = 'submit') {
  const page = await formPost(pay.url_3ds, { creq: pay.creq });
  const form = formOf(page.html);
  const done = await formPost(form.action, { ...form.fields, otp, action });
  return formOf(done.html);
}

const validate = (uuid: string, body: Record<string, unknown>) =>
  post(`${PUBLIC}/charge/authentication/${uuid}/validate`, body);

describe('3DS Method (device data collection)', () => {
  it('the method page posts threeDSMethodData back to the notification page, which tells the parent window', async () => {
    const charge = await createCharge('BR', 50);
    const auth = await setup(charge.charge_uuid, '41111111');
    expect(decodeB64UrlJson(auth.threeDSMethodData)).toEqual({
      threeDSServerTransID: auth.threeDSServerTransID,
      threeDSMethodNotificationURL: auth.threeDSMethodNotificationURL,
    });
    const method = await formPost(auth.threeDSMethodURL ?? '', { threeDSMethodData: auth.threeDSMethodData });
    const back = formOf(method.html);
    expect(back.action).toBe(auth.threeDSMethodNotificationURL);
    expect(decodeB64UrlJson(back.fields.threeDSMethodData ?? '')).toEqual({
      threeDSServerTransID: auth.threeDSServerTransID,
    });
    const notify = await formPost(back.action, back.fields);
    expect(notify.html).toContain('"type":"tucan:3ds-method"');
    expect(notify.html).toContain(`"threeDSServerTransID":"${auth.threeDSServerTransID}"`);
    expect(notify.html).toContain('postMessage');
  });

  it('the method-timeout card range never posts back (the widget must apply the 10-second rule)', async () => {
    const charge = await createCharge('BR', 50);
    const auth = await setup(charge.charge_uuid, '40000300');
    const method = await formPost(auth.threeDSMethodURL ?? '', { threeDSMethodData: auth.threeDSMethodData });
    expect(method.status).toBe(200);
    expect(method.html).not.toContain('<form');
    const paid = await pay(charge.charge_uuid, {
      ...card('4000030000000009'),
      authentication_uuid: auth.authentication_uuid,
      threeDSCompInd: 'N',
    });
    expect(paid.body.status).toBe('paid');
  });

  it('a card range without 3DS Method gets threeDSMethodURL null', async () => {
    const charge = await createCharge('BR', 50);
    expect((await setup(charge.charge_uuid, '40000400')).threeDSMethodURL).toBeNull();
  });

  it('refuses a whole card number or an unknown charge', async () => {
    const charge = await createCharge('BR', 50);
    const whole = await post(`${PUBLIC}/setup-authentication`, {
      charge_uuid: charge.charge_uuid,
      card_bin: '4111111111111111',
    });
    expect(whole.status).toBe(422);
    expect(whole.body.message[0]).toMatchObject({ source: 'card_bin' });
    const unknown = await post(`${PUBLIC}/setup-authentication`, {
      charge_uuid: '00000000-0000-4000-8000-000000000000',
      card_bin: '411111',
    });
    expect(unknown.status).toBe(404);
  });
});

/** The target origin the notification page's script falls back to (after `location.ancestorOrigins[0]`). */
const fallbackTarget = (html: string) =>
  /var target = known && known !== 'null' \? known : ("[^"]*");/.exec(html)?.[1];

describe('the notification pages post only to the origin that framed them (assumption, never "*")', () => {
  it('the 3DS Method notification posts to the origin of the page that posted the method form', async () => {
    const charge = await createCharge('BR', 50);
    const auth = await setup(charge.charge_uuid, '41111111');
    const method = await formPost(
      auth.threeDSMethodURL ?? '',
      { threeDSMethodData: auth.threeDSMethodData },
      { Origin: 'https://shop.example' },
    );
    const back = formOf(method.html);
    const notify = await formPost(back.action, back.fields);
    expect(notify.html).toContain('window.location.ancestorOrigins');
    expect(fallbackTarget(notify.html)).toBe('"https://shop.example"');
    expect(notify.html).toContain('window.parent.postMessage(message, target)');
    expect(notify.html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
  });

  it('the challenge notification posts to the origin of the page that posted the CReq; without one, to no fallback', async () => {
    const { pay } = await startChallenge();
    const page = await formPost(pay.url_3ds, { creq: pay.creq }, { Origin: 'http://localhost:5173' });
    const form = formOf(page.html);
    const done = formOf(
      (await formPost(form.action, { ...form.fields, otp: '123456', action: 'submit' })).html,
    );
    const notify = await formPost(done.action, done.fields);
    expect(notify.html).toContain('"type":"tucan:3ds-challenge"');
    expect(fallbackTarget(notify.html)).toBe('"http://localhost:5173"');
    expect(notify.html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);

    // An opaque origin ("null") or a header that is no origin names nothing: only the browser's own word is used.
    for (const origin of [
      'null',
      'https://shop.example/"</script><script>alert(1)//',
      'javascript:alert(1)',
    ]) {
      const again = await startChallenge();
      const framed = formOf(
        (await formPost(again.pay.url_3ds, { creq: again.pay.creq }, { Origin: origin })).html,
      );
      const end = formOf((await formPost(framed.action, { ...framed.fields, action: 'cancel' })).html);
      const html = (await formPost(end.action, end.fields)).html;
      expect(fallbackTarget(html), origin).toBe('""');
      expect(html).not.toContain('alert(1)');
    }
  });
});

describe('3DS challenge', () => {
  it('approves with the one-time password 123456: pending, then paid, with a webhook per change', async () => {
    const { charge, auth, pay } = await startChallenge();
    expect(pay).toMatchObject({ status: 'pending', authentication_uuid: auth.authentication_uuid });
    expect(pay.url_3ds).toMatch(/\/sandbox\/acs\/challenge$/);
    expect(decodeB64UrlJson(pay.creq)).toMatchObject({
      messageType: 'CReq',
      messageVersion: '2.2.0',
      challengeWindowSize: '02',
    });

    const page = await formPost(pay.url_3ds, { creq: pay.creq });
    expect(page.html).toMatch(/<label for="otp">One-time password<\/label>/);
    expect(page.html).toContain('id="otp"');
    expect(page.html).toContain('data-window-size="02"');
    expect(page.html).toMatch(/<button[^>]*>Submit<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page.html).not.toMatch(/\sstyle="/);

    const form = formOf(page.html);
    const done = formOf(
      (await formPost(form.action, { ...form.fields, otp: '123456', action: 'submit' })).html,
    );
    expect(done.action).toMatch(/\/sandbox\/acs\/challenge-notify$/);
    expect(decodeB64UrlJson(done.fields.cres ?? '')).toMatchObject({ messageType: 'CRes', transStatus: 'Y' });
    const notify = await formPost(done.action, done.fields);
    expect(notify.html).toContain('"type":"tucan:3ds-challenge"');

    const result = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ charge_uuid: charge.charge_uuid, status: 'paid' });
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['pending', 'confirmed', 'paid']);
  });

  it.each(['01', '03', '04', '05'])(
    'lays the challenge out to fill its frame for challengeWindowSize %s (the browser test measures it)',
    async (size) => {
      const { pay } = await startChallenge(CHALLENGE_CARD, size);
      const { html } = await formPost(pay.url_3ds, { creq: pay.creq });
      expect(html).toContain(`data-window-size="${size}"`);
      expect(html).toContain('min-height: 100%;');
    },
  );

  it('fails with a wrong one-time password: the charge goes to error', async () => {
    const { charge, auth, pay } = await startChallenge();
    const done = await answerChallenge(pay, '000000');
    const result = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.body).toMatchObject({ status: 'error', error: { code: 'AUTHENTICATION_FAILED' } });
  });

  it('the challenge-fail card fails even with the right password', async () => {
    const { charge, auth, pay } = await startChallenge('4000008400001629');
    const done = await answerChallenge(pay, '123456');
    expect(decodeB64UrlJson(done.fields.cres ?? '').transStatus).toBe('N');
    const result = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.body.status).toBe('error');
  });

  it('Cancel posts a cancelled cres and the charge ends canceled', async () => {
    const { charge, auth, pay } = await startChallenge();
    const done = await answerChallenge(pay, '', 'cancel');
    expect(decodeB64UrlJson(done.fields.cres ?? '')).toMatchObject({
      transStatus: 'N',
      challengeCancel: '01',
    });
    const result = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.body.status).toBe('canceled');
  });

  it('the ACS-timeout card answers the creq with a timed-out cres and the charge ends canceled', async () => {
    const { charge, auth, pay } = await startChallenge('4000000000003147');
    const page = await formPost(pay.url_3ds, { creq: pay.creq });
    const done = formOf(page.html);
    expect(decodeB64UrlJson(done.fields.cres ?? '')).toMatchObject({ challengeCancel: '04' });
    const result = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.body.status).toBe('canceled');
  });

  it("speaks the shopper's language from the browser data's browserLanguage, as an issuer's ACS does", async () => {
    const pt = await startChallenge(CHALLENGE_CARD, '02', 'pt-BR');
    // The iframe's own Accept-Language does not override the AReq's browser data.
    const ptPage = await formPost(pt.pay.url_3ds, { creq: pt.pay.creq }, { 'Accept-Language': 'en-US' });
    expect(ptPage.html).toContain('<html lang="pt-BR">');
    expect(ptPage.html).toContain('<title>Autenticação da compra</title>');
    expect(ptPage.html).toContain('<label for="otp">Código de verificação</label>');
    expect(ptPage.html).toMatch(/<button[^>]*>Confirmar<\/button>/);
    expect(ptPage.html).toMatch(/<button[^>]*>Cancelar<\/button>/);
    expect(ptPage.html).toContain('<dd>R$\u00a0250,00</dd>');
    // An empty one-time password: the error in the same language.
    const form = formOf(ptPage.html);
    const empty = await formPost(form.action, { ...form.fields, otp: '', action: 'submit' });
    expect(empty.status).toBe(422);
    expect(empty.html).toContain('Digite o código de verificação.');

    for (const tag of ['es-MX', 'es-AR', 'es']) {
      const es = await startChallenge(CHALLENGE_CARD, '02', tag);
      const page = await formPost(es.pay.url_3ds, { creq: es.pay.creq });
      expect(page.html).toContain('<html lang="es">');
      expect(page.html).toContain('<h1>Autenticación de la compra</h1>');
      expect(page.html).toContain('<label for="otp">Código de verificación</label>');
    }
    const en = await startChallenge(CHALLENGE_CARD, '02', 'en-GB');
    const enPage = await formPost(en.pay.url_3ds, { creq: en.pay.creq }, { 'Accept-Language': 'pt-BR' });
    expect(enPage.html).toContain('<label for="otp">One-time password</label>');
    expect(enPage.html).toContain('<dd>R$250.00</dd>');
  });

  it('without browser data, falls back to the Accept-Language of the challenge request, then English', async () => {
    const { pay } = await startChallenge(CHALLENGE_CARD, '02', null);
    const pt = await formPost(pay.url_3ds, { creq: pay.creq }, { 'Accept-Language': 'pt-BR,pt;q=0.9' });
    expect(pt.html).toContain('<html lang="pt-BR">');
    expect(pt.html).toContain('<label for="otp">Código de verificação</label>');
    const es = await formPost(pay.url_3ds, { creq: pay.creq }, { 'Accept-Language': 'es-MX' });
    expect(es.html).toContain('Autenticación de la compra');
    const en = await formPost(pay.url_3ds, { creq: pay.creq });
    expect(en.html).toContain('<label for="otp">One-time password</label>');
  });

  it("follows the shopper's light or dark preference (color-scheme light dark, dark colours), with no inline style", async () => {
    const { pay } = await startChallenge();
    const page = await formPost(pay.url_3ds, { creq: pay.creq });
    expect(page.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(page.html).toContain('color-scheme: light dark;');
    expect(page.html).toMatch(/@media \(prefers-color-scheme: dark\) \{[^}]*--bg: #161a22;/);
    expect(page.html).not.toMatch(/\sstyle="/);
  });

  it('validate without cres cancels an abandoned challenge at once (cardholder cancel), with its webhook', async () => {
    const { charge, auth } = await startChallenge();
    const result = await validate(charge.charge_uuid, { authentication_uuid: auth.authentication_uuid });
    expect(result.body.status).toBe('canceled');
    await sandbox.control.webhooksIdle();
    const statuses = sandbox.hooks.received
      .filter((h) => h.charge_uuid === charge.charge_uuid)
      .map((h) => h.status);
    expect(statuses).toEqual(['pending', 'canceled']);
  });

  it('a challenge left unanswered times out after 10 minutes on the sandbox clock', async () => {
    const { charge, auth } = await startChallenge();
    sandbox.control.advance(CHALLENGE_TIMEOUT_MS);
    const result = await validate(charge.charge_uuid, { authentication_uuid: auth.authentication_uuid });
    expect(result.body.status).toBe('canceled');
    expect(sandbox.control.charge(charge.charge_uuid)?.status).toBe('canceled');
  });

  it('a result the ACS already holds wins over a later validate without cres', async () => {
    const { charge, auth, pay } = await startChallenge();
    await answerChallenge(pay, '123456');
    const result = await validate(charge.charge_uuid, { authentication_uuid: auth.authentication_uuid });
    expect(result.body.status).toBe('paid');
  });

  it('never trusts the browser: a forged cres saying Y does not approve; the ACS record decides', async () => {
    const { charge, auth, pay } = await startChallenge();
    const creq = decodeB64UrlJson(pay.creq);
    const forged = Buffer.from(
      JSON.stringify({ ...creq, messageType: 'CRes', transStatus: 'Y', challengeCompletionInd: 'Y' }),
    ).toString('base64url');
    const early = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: forged,
    });
    expect(early.body.status).toBe('pending');
    await answerChallenge(pay, '999999');
    const late = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: forged,
    });
    expect(late.body.status).toBe('error');
  });

  it('refuses a cres of another authentication and an unknown authentication', async () => {
    const { charge, auth } = await startChallenge();
    const other = Buffer.from(JSON.stringify({ acsTransID: 'x', threeDSServerTransID: 'y' })).toString(
      'base64url',
    );
    const bad = await validate(charge.charge_uuid, {
      authentication_uuid: auth.authentication_uuid,
      cres: other,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message[0]).toMatchObject({ source: 'cres' });
    const unknown = await validate(charge.charge_uuid, {
      authentication_uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('3DS decoupled and host-to-host', () => {
  it('decoupled: pending with decoupled true, then approved a few seconds later', async () => {
    const charge = await createCharge('BR', 70);
    const auth = await setup(charge.charge_uuid, '40000000');
    const answer = await pay(charge.charge_uuid, {
      ...card('4000000000003089'),
      authentication_uuid: auth.authentication_uuid,
    });
    expect(answer.body).toMatchObject({ status: 'pending', decoupled: true });
    expect(answer.body.url_3ds).toBeUndefined();
    const early = await validate(charge.charge_uuid, { authentication_uuid: auth.authentication_uuid });
    expect(early.body).toMatchObject({ status: 'pending', decoupled: true });
    sandbox.control.advance(DECOUPLED_DELAY_MS);
    const late = await validate(charge.charge_uuid, { authentication_uuid: auth.authentication_uuid });
    expect(late.body.status).toBe('paid');
  });

  it('a server-to-server challenge card gets url_3ds; the ACS page settles the charge when the OTP is right', async () => {
    const token = await merchantToken();
    const res = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charge/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        wallet_uuid: '7ca40000-0000-4000-8000-000000000076',
        value: 10,
        ...card(CHALLENGE_CARD),
      }),
    });
    const created = (await res.json()) as { charge_uuid: string; status: string; url_3ds: string };
    expect(created).toMatchObject({ status: 'pending' });
    const page = await fetch(created.url_3ds);
    const form = formOf(await page.text());
    const done = await formPost(form.action, { ...form.fields, otp: '123456', action: 'submit' });
    expect(done.html).toContain('Authentication complete');
    expect((await getCharge(created.charge_uuid)).status).toBe('paid');
  });
});

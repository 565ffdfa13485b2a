/**
 * The console's test data agrees with the sandbox that acts on it and with the widget's validators: a card the
 * console calls a challenge is one for the sandbox, a fault amount is the sandbox's, a "valid CPF" passes the
 * widget's check and an "invalid" one fails it. No browser needed.
 */

import { expect, test } from '@playwright/test';
import { parseAmount } from '../../demo/console/scenario.ts';
import * as data from '../../demo/console/scenarios.ts';
import { isValidDocument } from '../../packages/elements/src/domain/document-checks.ts';
import { DOCUMENT_TYPES } from '../../packages/elements/src/domain/documents.ts';
import {
  CARD_SCENARIOS,
  CHALLENGE_OTP,
  FAULT_AMOUNTS as SANDBOX_FAULTS,
} from '../../packages/sandbox/src/scenarios.ts';

test('every sandbox test card is offered, with the outcome the sandbox gives it', () => {
  const offered = data.TEST_CARDS.map((c) => c.number.replaceAll(' ', ''));
  expect([...offered].sort()).toEqual(CARD_SCENARIOS.map((s) => s.number).sort());
  for (const card of data.TEST_CARDS) {
    const sandbox = CARD_SCENARIOS.find((s) => s.number === card.number.replaceAll(' ', ''))!;
    expect(card.kind, card.id).toBe(sandbox.outcome.kind);
  }
  expect(new Set(data.TEST_CARDS.map((c) => c.id)).size).toBe(data.TEST_CARDS.length);
  expect(data.CHALLENGE_OTP).toBe(CHALLENGE_OTP);
});

test('the fault amounts are the sandbox’s', () => {
  expect(Object.fromEntries(data.FAULT_AMOUNTS.map((f) => [f.fault, f.value]))).toEqual(SANDBOX_FAULTS);
});

test('every valid document passes the widget’s validator, every invalid one fails it, and each is offered where its type is', () => {
  for (const doc of data.TEST_DOCUMENTS) {
    expect(isValidDocument(doc.type, doc.value), `${doc.id} ${doc.value}`).toBe(doc.valid);
    for (const country of doc.countries) expect(DOCUMENT_TYPES[country], doc.id).toContain(doc.type);
  }
  for (const [country, types] of Object.entries(DOCUMENT_TYPES)) {
    for (const type of types) {
      // Each type a country offers has a valid example, and each country an invalid one.
      expect(
        data.documentsFor(country).some((d) => d.type === type && d.valid),
        `${country} ${type}`,
      ).toBe(true);
    }
    expect(
      data.documentsFor(country).some((d) => !d.valid),
      country,
    ).toBe(true);
  }
});

test('an amount typed the way any console language writes it is read as the same number; anything else is refused', () => {
  const read = {
    '150.75': 150.75,
    '150,75': 150.75,
    '200,5': 200.5,
    '1.234,56': 1234.56,
    '1,234.56': 1234.56,
    '1 234,56': 1234.56,
    '15075': 15075,
    '7003': 7003,
  };
  for (const [typed, value] of Object.entries(read)) expect(parseAmount(typed), typed).toBe(value);
  for (const typed of ['', '0', '0,00', '-5', 'abc', '12.3.4', '1,234,56', '150.', '1e3'])
    expect(parseAmount(typed), typed).toBeUndefined();
});

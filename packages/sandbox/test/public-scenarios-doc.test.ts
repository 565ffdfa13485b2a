import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCard } from '../src/public/card.ts';
import { CARD_SCENARIOS, FAULT_AMOUNTS } from '../src/scenarios.ts';
import { FUTURE_YEAR } from './public-helpers.ts';

const testingDoc = readFileSync(new URL('../../../docs/testing.md', import.meta.url), 'utf8').replace(
  /(\d) (?=\d)/g,
  '$1',
);

describe('documented test data', () => {
  it.each(CARD_SCENARIOS.map((s) => [s.label, s] as const))(
    '%s: valid card of its brand, listed in docs/testing.md',
    (_l, s) => {
      const checked = checkCard(
        {
          card_name: 'QA',
          card_number: s.number,
          card_expiry_month: '12',
          card_expiry_year: FUTURE_YEAR,
          card_cvv: s.brand === 'amex' ? '1234' : '123',
        },
        new Date(),
      );
      expect(checked).toEqual({ brand: s.brand, number: s.number });
      expect(testingDoc).toContain(s.number);
    },
  );

  it('lists every fault amount in docs/testing.md', () => {
    for (const value of Object.values(FAULT_AMOUNTS)) expect(testingDoc).toContain(`\`${value}\``);
  });
});

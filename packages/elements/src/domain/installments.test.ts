import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentParts, partsSum } from './installments.ts';

const plan = (installments: number, installment_value: number, total_value: number) => ({
  installments,
  installment_value,
  total_value,
});

describe('installments that add up', () => {
  it('shows R$ 150.75 in 2 as 75.38 + 75.37, not 2 × 75.38 = 150.76', () => {
    expect(installmentParts(plan(2, 75.38, 150.75), 2)).toEqual([
      { count: 1, value: 75.38 },
      { count: 1, value: 75.37 },
    ]);
  });

  it('shows $150.75 in 6 as 5 × 25.13 + 1 × 25.10, not 6 × 25.13 = 150.78', () => {
    expect(installmentParts(plan(6, 25.13, 150.75), 2)).toEqual([
      { count: 5, value: 25.13 },
      { count: 1, value: 25.1 },
    ]);
  });

  it('keeps one group when the installments are equal (3 × 50.25, 6 × 26.90 with interest, CLP without decimals)', () => {
    expect(installmentParts(plan(3, 50.25, 150.75), 2)).toEqual([{ count: 3, value: 50.25 }]);
    expect(installmentParts(plan(6, 26.9, 161.4), 2)).toEqual([{ count: 6, value: 26.9 }]);
    expect(installmentParts(plan(4, 37500, 150000), 0)).toEqual([{ count: 4, value: 37500 }]);
  });

  it('shows the single payment as the total, whatever the per-installment value says', () => {
    expect(installmentParts(plan(1, 150.7, 150.75), 2)).toEqual([{ count: 1, value: 150.75 }]);
  });

  it('splits from the total when the answer’s value leaves nothing (or less than nothing) for the last one', () => {
    // 2 × 100 for a total of 150.75: the last would be 50.75 (allowed, and shown); 3 × 100 would leave −49.25.
    expect(installmentParts(plan(2, 100, 150.75), 2)).toEqual([
      { count: 1, value: 100 },
      { count: 1, value: 50.75 },
    ]);
    expect(installmentParts(plan(3, 100, 150.75), 2)).toEqual([{ count: 3, value: 50.25 }]);
    expect(installmentParts(plan(4, 0, 150.75), 2)).toEqual([
      { count: 3, value: 37.68 },
      { count: 1, value: 37.71 },
    ]);
  });

  it('always sums exactly to the total, with positive amounts in at most two groups (any answer)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.oneof(fc.double({ min: 0, max: 1_000_000, noNaN: true }), fc.constant(Number.NaN)),
        (n, digits, totalMinor, given) => {
          const total = totalMinor / 10 ** digits;
          const parts = installmentParts(plan(n, given, total), digits);
          expect(partsSum(parts, digits)).toBe(totalMinor);
          expect(parts.reduce((c, p) => c + p.count, 0)).toBe(n);
          expect(parts.length).toBeLessThanOrEqual(2);
          for (const p of parts) expect(p.value).toBeGreaterThan(0);
          if (parts.length === 2) expect(parts[1]?.count).toBe(1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('follows the service’s value whenever it leaves a positive last installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 36 }),
        fc.integer({ min: 1000, max: 10_000_000 }),
        (n, totalMinor) => {
          const total = totalMinor / 100;
          const rounded = Math.round(totalMinor / n) / 100; // the sandbox's interest-free rounding, half-up
          const [first] = installmentParts(plan(n, rounded, total), 2);
          expect(first?.value).toBe(rounded);
        },
      ),
    );
  });
});

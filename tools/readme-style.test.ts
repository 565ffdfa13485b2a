/**
 * The READMEs are a reference in the present tense: no issue numbers, no first person, no history, and no figure
 * that `pnpm size` or `pnpm bench` computes (those live in their reports and docs/benchmarks.md, linked).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const READMES = [
  'README.md',
  'packages/client/README.md',
  'packages/elements/README.md',
  'packages/sandbox/README.md',
];

/** Prose only: code blocks and inline code may name anything. */
function prose(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ''))
    .replace(/`[^`\n]*`/g, '``')
    .split('\n');
}

const RULES: Array<[string, RegExp]> = [
  ['an issue number', /\bissues?\s+#?\d+/i],
  ['a review round', /\breview\s+(round\s+)?s?\d+/i],
  ['the first person', /(^|[\s("'])(I|I'm|I've|we|we're|we've|our|us|my)\b(?!\.)/],
  ['a size figure (pnpm size reports it)', /\d+(\.\d+)?\s?(KB|kB|B)\b(\s+gzip)?/],
  ['a measured time (pnpm bench reports it)', /\d+(\.\d+)?\s?ms\b.*\b(p95|median|bench|measured)\b/i],
  ['history', /\b(today's code|this session|as measured|used to|was measured|before this)\b/i],
];

describe('the READMEs read as a reference', () => {
  it.each(READMES)('%s has no issue number, first person, history or computed figure', (file) => {
    const found: string[] = [];
    prose(readFileSync(join(root, file), 'utf8')).forEach((line, i) => {
      for (const [what, rule] of RULES)
        if (rule.test(line)) found.push(`${file}:${i + 1} ${what}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    const hits = (text: string) =>
      RULES.filter(([, rule]) => rule.test(prose(text).join('\n'))).map(([w]) => w);
    expect(hits("Issue 11's goal is met")).toEqual(['an issue number']);
    expect(hits('so I read the miss as the machine’s')).toEqual(['the first person']);
    expect(hits('the card page weighs 17.6 KB gzip')).toEqual(['a size figure (pnpm size reports it)']);
    expect(hits("with today's code and this session's starting code")).toEqual(['history']);
    expect(hits('`Idempotency-Key: order-1` and `25 KB` are code')).toEqual([]);
    expect(hits('the 3DS Method frame, once')).toEqual([]);
  });
});

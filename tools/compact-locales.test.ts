import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { compactLocale } from '../packages/elements/build/compact-locales.ts';
import { cardMessages } from '../packages/elements/src/card/card.messages.ts';
import type { Messages } from '../packages/elements/src/controllers/localize.ts';
import { tableKeys } from '../packages/elements/src/locales/catalogue.ts';
import { paymentMessages } from '../packages/elements/src/payment/payment.messages.ts';
import { pixMessages } from '../packages/elements/src/pix/pix.messages.ts';

const locales = resolve(import.meta.dirname, '../packages/elements/src/locales');

interface Node {
  type: string;
  start: number;
  end: number;
  [k: string]: unknown;
}

/** A locale module as the build compacts it: TypeScript stripped, then each table of words made an array. */
async function compacted(file: string): Promise<string> {
  const source = readFileSync(join(locales, file), 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  return compactLocale(code, parseAst(code) as unknown as Node, file);
}

/** The source text of each slot of the array that holds namespace `ns`'s words in `code`. */
function slots(code: string, ns: string): (string | null)[] {
  let found: (string | null)[] | undefined;
  const visit = (node: Node): void => {
    if (node.type === 'Property' && (node.key as Node & { name?: string }).name === ns) {
      const value = node.value as Node & { elements?: (Node | null)[] };
      expect(value.type).toBe('ArrayExpression');
      found = (value.elements ?? []).map((e) => (e ? code.slice(e.start, e.end) : null));
      return;
    }
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) for (const c of v) if (c && typeof c.type === 'string') visit(c);
      if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visit(v as Node);
    }
  };
  visit(parseAst(code) as unknown as Node);
  if (!found) throw new Error(`no ${ns} table`);
  return found;
}

const at = (table: Messages<string>, key: string) => tableKeys(table).indexOf(key);

describe('build-time compaction of the locale chunks', () => {
  it('writes each table as an array in the English key order, with no key names left', async () => {
    const code = await compacted('pt-BR.card.ts');
    const card = slots(code, 'card');
    expect(card[at(cardMessages, 'number.label')]).toBe('"Número do cartão"');
    expect(card[at(cardMessages, 'region')]).toBe('"Pagamento com cartão"');
    // A function keeps its source, and the constants it uses stay keyed (they are not tables of words).
    expect(card[at(cardMessages, 'document.label')]).toMatch(/^\(p\) => PT_DOCUMENT\[/);
    expect(code).toContain('CPF: "Número do CPF"');
    for (const key of ['number.label', 'cvc.hint.front', 'installments.single'])
      expect(code).not.toContain(key);
    expect(slots(await compacted('pt-BR.codes.ts'), 'pix')[at(pixMessages, 'action')]).toBe(
      '"Gerar código Pix"',
    );
  });

  it('compacts the card group’s English chunk like the others: its key names ship once, in the key lists', async () => {
    const code = await compacted('en.card.ts');
    expect(slots(code, 'card')[at(cardMessages, 'number.label')]).toBe('"Card number"');
    expect(slots(code, 'payment')[at(paymentMessages, 'error.refused')]).toBe(
      '"The payment could not be processed. Check the details and try again."',
    );
    for (const key of ['number.label', 'cvc.hint.front', 'error.refused']) expect(code).not.toContain(key);
  });

  it("leaves a hole for each key a country's overlay does not change", async () => {
    const card = slots(await compacted('es-CL.card.ts'), 'card');
    const i = at(cardMessages, 'installments.single');
    expect(card).toHaveLength(i + 1);
    expect(card.filter((s) => s !== null)).toHaveLength(1);
    expect(card[i]).toContain('sin cuotas');
  });

  it('fails on a table it cannot compact, rather than mix keys by name and by index', () => {
    for (const code of [
      'export default { card: { ...other, pay: "x" } };',
      'export default { card: { "pay.now": "x" } };',
      'export default { card: { [key]: "x" } };',
    ]) {
      expect(() => compactLocale(code, parseAst(code) as unknown as Node, 'x.card.ts')).toThrow(
        /cannot compact the card table/,
      );
    }
  });
});

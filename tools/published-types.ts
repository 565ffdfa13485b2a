/**
 * The types an npm user of @tucan/elements gets (`pnpm pack:check`, on the tarballs installed with npm): a small
 * project beside them, type-checked with the workspace's TypeScript, its imports resolved through the package's
 * `exports` (`types` conditions, `moduleResolution: nodenext`, no `tucan-source`), so only `dist/**.d.ts` is read
 * (and checked: no `skipLibCheck`).
 * - `readme.ts`: the Localization snippet of the elements README, as written;
 * - `tables.ts`: `setMessages` and `MessageOverrides` with one key of every message table, the tables read from
 *   the sources (each folder's `x.messages.ts` names its table, its `locales/en.ts` the keys): `Namespace` is
 *   exactly those tables, and a key no table has is an error;
 * - one file per method entry (from the method list), importing that entry alone: its element's `messages` take
 *   the tables it shows (its own, its kind's, the payment flow's, the result's, `frame`'s `base_url`, and a card's
 *   or a wallet's 3DS dialog's).
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const elements = join(root, 'packages', 'elements');
const src = join(elements, 'src');

/** Every message table of the sources: its name, its folder, one of its keys (the first of its English). */
export function messageTables(): { name: string; folder: string; key: string }[] {
  const tables: { name: string; folder: string; key: string }[] = [];
  for (const folder of readdirSync(src, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(src, folder.name))) {
      if (!file.endsWith('.messages.ts')) continue;
      const block = /interface MessageTables \{([^}]*)\}/.exec(
        readFileSync(join(src, folder.name, file), 'utf8'),
      );
      for (const [, name] of block?.[1]?.matchAll(/(\w+)\s*:/g) ?? []) {
        const en = readFileSync(join(src, folder.name, 'locales', 'en.ts'), 'utf8');
        const body = en.slice(en.indexOf('export default {'));
        const key = /\n\s+(?:'([^']+)'|(\w+))\s*:/.exec(body);
        tables.push({ name: name!, folder: folder.name, key: key?.[1] ?? key?.[2] ?? '' });
      }
    }
  }
  return tables.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The elements README's Localization snippet: its code block that calls `setMessages`. */
function readmeSnippet(): string {
  const readme = readFileSync(join(elements, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].find((m) => m[1]!.includes('setMessages('));
  if (!block) throw new Error('packages/elements/README.md has no ts block that calls setMessages');
  return block[1]!;
}

/** The consumer project's files, by name. */
export async function consumerFiles(): Promise<Record<string, string>> {
  const tables = messageTables();
  const names = tables.map((t) => t.name);
  const one = (t: { name: string; key: string }) => `${t.name}: { '${t.key}': 'x' }`;
  const files: Record<string, string> = {
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        include: ['*.ts'],
      },
      null,
      2,
    )}\n`,
    'package.json': '{ "type": "module", "private": true }\n',
    'readme.ts': readmeSnippet(),
    'tables.ts': [
      "import { type MessageOverrides, type Namespace, setMessages } from '@tucan/elements';",
      '',
      '// One key of every table of the sources, as its folder names it.',
      `export const everyTable = {\n${tables.map((t) => `  ${one(t)},`).join('\n')}\n} satisfies MessageOverrides;`,
      "setMessages('es-MX', everyTable);",
      '',
      '// The tables are those of the sources, no more, no fewer.',
      'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
      `export const sameTables: Same<Namespace, ${names.map((n) => `'${n}'`).join(' | ')}> = true;`,
      '',
      '// @ts-expect-error A key the status table does not have.',
      "setMessages('pt-BR', { status: { 'paid.titel': 'Pedido pago!' } });",
      '',
    ].join('\n'),
  };
  const { METHODS } = (await import(join(src, 'methods/methods.ts'))) as {
    METHODS: ReadonlyArray<{ id: string; tag: string; kind: string }>;
  };
  for (const m of METHODS) {
    const entry = m.tag.slice('tucan-'.length);
    // Its own table and its kind's (`card`, `code`, `wallet`), the flow's, the result's, a refused `base-url`'s,
    // and a card's or a wallet's 3DS dialog.
    const words = [m.id, m.kind, 'payment', 'status', 'frame', ...(m.kind === 'code' ? [] : ['challenge'])];
    const shown = tables.filter((t) => words.includes(t.name));
    files[`entry-${entry}.ts`] = [
      `import '@tucan/elements/${entry}';`,
      '',
      `// <${m.tag}>'s own words and those of the payment flow it shows, with only its entry imported.`,
      `document.createElement('${m.tag}').messages = {`,
      `  'pt-BR': { ${shown.map(one).join(', ')} },`,
      '};',
      '',
    ].join('\n');
  }
  return files;
}

/**
 * Type-checks the consumer project in `dir/types-check`, where `dir` has the tarballs installed: `ok` when tsc
 * passes, with its output.
 */
export async function checkPublishedTypes(dir: string): Promise<{ ok: boolean; out: string }> {
  const project = join(dir, 'types-check');
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project);
  for (const [name, text] of Object.entries(await consumerFiles())) writeFileSync(join(project, name), text);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // As pack.ts runs npm and node: without the workspace's NODE_OPTIONS (pnpm's `--conditions=tucan-source`).
  const r = spawnSync('node', [tsc, '-p', 'tsconfig.json'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

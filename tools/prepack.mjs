/**
 * `prepack` of each package (run by `npm pack`, `pnpm pack` and `publish` in the package's folder): refuses to
 * pack a package whose build is missing, in one line, instead of shipping a tarball without `dist/`. Every file
 * that the package's `exports`, `main`, `types` and `bin` name under `dist/` must exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const named = [];
const collect = (value) => {
  if (typeof value === 'string') named.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
};
collect([pkg.exports, pkg.main, pkg.types, pkg.bin]);
const missing = [...new Set(named)]
  .filter((file) => file.startsWith('./dist/') && !file.includes('*'))
  .filter((file) => !existsSync(join(dir, file)));
if (missing.length > 0) {
  process.stderr.write(
    `${pkg.name}: not built (${missing[0]} is missing): run \`pnpm build\` at the repository root, then pack again\n`,
  );
  process.exit(1);
}

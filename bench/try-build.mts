import { buildAll } from './build.ts';
import { gzipSync } from 'node:zlib';
const t = performance.now();
const bs = await buildAll();
for (const b of bs) console.log(b.name, b.version, b.js.length, gzipSync(b.js,{level:9}).length, b.css?.length);
console.log('ms', performance.now() - t);

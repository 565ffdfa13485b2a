import type { Locale } from '../controllers/localize.ts';
import type { Catalogue } from './catalogue.ts';
import en from './en.ts';
import esAR from './es-AR.ts';
import esCL from './es-CL.ts';
import esCO from './es-CO.ts';
import esMX from './es-MX.ts';
import ptBR from './pt-BR.ts';

/** Every locale's catalogue, loaded at once: for tests only (pages load one with `import()`). */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  'pt-BR': ptBR,
  'es-MX': esMX,
  'es-AR': esAR,
  'es-CO': esCO,
  'es-CL': esCL,
};

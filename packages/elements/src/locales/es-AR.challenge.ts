import { type Part, withWords } from './catalogue.ts';
import es from './es.challenge.ts';

/** Rioplatense Spanish, the challenge group: a locale chunk over the shared `es.challenge.ts`. */
const words: Part<'challenge'> = withWords(es, {
  challenge: {
    title: 'Confirmá con tu banco',
  },
});

export default words;

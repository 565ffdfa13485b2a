/**
 * The hosted checkout page's script (`dist/hosted/`, built by `vite.hosted.config.ts`): registers
 * `<tucan-checkout>` and renders the page from the data island the server wrote into it.
 */
import '../checkout/checkout.ts';
import { renderHostedPage } from './hosted.render.ts';

renderHostedPage(document);

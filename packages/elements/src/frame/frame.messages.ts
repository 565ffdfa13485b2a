import type { Messages } from '../controllers/localize.ts';

export type FrameMessageKey = 'title' | 'loading' | 'failed';

/** The words `<tucan-card isolation="frame">` shows itself (the form's own words are the card's, in the frame). */
export const frameMessages: Messages<FrameMessageKey> = {
  en: {
    title: 'Card payment (secure form)',
    loading: 'Loading the secure card form…',
    failed: 'The card form could not load. Check your connection and reload the page.',
  },
  'pt-BR': {
    title: 'Pagamento com cartão (formulário seguro)',
    loading: 'Carregando o formulário seguro do cartão…',
    failed: 'Não foi possível carregar o formulário do cartão. Verifique sua conexão e recarregue a página.',
  },
  'es-MX': {
    title: 'Pago con tarjeta (formulario seguro)',
    loading: 'Cargando el formulario seguro de la tarjeta…',
    failed: 'No se pudo cargar el formulario de la tarjeta. Revisa tu conexión y vuelve a cargar la página.',
  },
};

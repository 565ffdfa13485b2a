import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `frame` table. */
export default {
  title: 'Pagamento com cartão (formulário seguro)',
  loading: 'Carregando o formulário seguro do cartão…',
  'failed.title': 'O formulário do cartão não carregou',
  failed: 'Não foi possível carregar o formulário do cartão. Verifique sua conexão e tente de novo.',
  broken:
    'Não foi possível abrir o formulário seguro do cartão nesta página. Tente de novo ou escolha outra forma de pagamento.',
  retry: 'Tentar de novo',
  unavailable:
    'O pagamento com cartão não está disponível nesta página. Escolha outra forma de pagamento ou fale com a loja.',
  'base_url.title': 'Formulário de pagamento indisponível',
  base_url:
    'Este formulário de pagamento não está configurado corretamente e não pode ser usado. Fale com a loja.',
  incomplete: 'Conclua o pagamento com cartão.',
} satisfies Words<keyof typeof en>;

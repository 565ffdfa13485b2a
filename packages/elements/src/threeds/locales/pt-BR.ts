import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `challenge` table. */
export default {
  title: 'Confirme com seu banco',
  loading: 'Abrindo a página do seu banco…',
  close: 'Fechar verificação do banco',
  frame: 'Verificação do banco',
  confirm: 'Interromper a verificação do banco? O pagamento será cancelado e nada será cobrado.',
  keep: 'Continuar verificação',
  abandon: 'Cancelar pagamento',
  source: 'Abaixo: a página do seu próprio banco (pode estar no idioma do seu navegador).',
} satisfies Words<keyof typeof en>;

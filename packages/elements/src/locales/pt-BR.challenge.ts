import type { Part } from './catalogue.ts';

/** Brazilian Portuguese, the challenge group: one locale chunk, loaded on demand. */
const ptBR: Part<'challenge'> = {
  challenge: {
    title: 'Confirme com seu banco',
    loading: 'Abrindo a página do seu banco…',
    close: 'Fechar verificação do banco',
    frame: 'Verificação do banco',
    confirm: 'Interromper a verificação do banco? O pagamento será cancelado e nada será cobrado.',
    keep: 'Continuar verificação',
    abandon: 'Cancelar pagamento',
  },
};

export default ptBR;

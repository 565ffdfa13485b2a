import type { Messages } from '../controllers/localize.ts';

export type ChallengeMessageKey = 'title' | 'close' | 'frame' | 'confirm' | 'keep' | 'abandon' | 'loading';

export const challengeMessages: Messages<ChallengeMessageKey> = {
  en: {
    title: 'Confirm with your bank',
    loading: 'Opening your bank’s page…',
    close: 'Close bank verification',
    frame: 'Bank verification',
    confirm: 'Stop the bank verification? The payment will be canceled and no money will be taken.',
    keep: 'Continue verification',
    abandon: 'Cancel payment',
  },
  'pt-BR': {
    title: 'Confirme com seu banco',
    loading: 'Abrindo a página do seu banco…',
    close: 'Fechar verificação do banco',
    frame: 'Verificação do banco',
    confirm: 'Interromper a verificação do banco? O pagamento será cancelado e nada será cobrado.',
    keep: 'Continuar verificação',
    abandon: 'Cancelar pagamento',
  },
  'es-MX': {
    title: 'Confirma con tu banco',
    loading: 'Abriendo la página de tu banco…',
    close: 'Cerrar verificación del banco',
    frame: 'Verificación del banco',
    confirm: '¿Detener la verificación del banco? El pago se cancelará y no se cobrará nada.',
    keep: 'Continuar verificación',
    abandon: 'Cancelar pago',
  },
};

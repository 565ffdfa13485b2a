import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `payment` table. */
export default {
  paying: 'Pagando…',
  slow: 'Ainda estamos processando o seu pagamento. Mantenha esta página aberta.',
  check: 'Verificar pagamento',
  checking: 'Verificando…',
  'error.declined': 'O cartão foi recusado. Confira os dados ou use outro cartão.',
  'error.insufficient_funds': 'O cartão foi recusado por saldo insuficiente. Tente outro cartão.',
  'error.expired_card': 'O banco informou que este cartão está vencido. Tente outro cartão.',
  'error.invalid_cvv': 'O banco recusou o código de segurança. Confira e tente de novo.',
  'error.processing': 'Não foi possível processar o pagamento e nenhum valor foi cobrado. Tente novamente.',
  'error.do_not_honor': 'O banco recusou este pagamento. Fale com o seu banco ou tente outro cartão.',
  'error.rate_limited': 'Muitas tentativas em pouco tempo. Aguarde um momento e tente de novo.',
  'error.refused': 'Não foi possível processar o pagamento. Confira os dados e tente de novo.',
  'error.already_processed':
    'Esta cobrança não pode mais ser paga aqui: o pagamento pode já ter sido concluído. Confira seu pedido ou e-mail antes de pagar de novo.',
  'error.outcome_unknown':
    'Não conseguimos confirmar se o pagamento foi concluído. Não pague de novo antes de conferir seu pedido ou e-mail. “Verificar pagamento” consulta de novo sem cobrar duas vezes.',
  'error.outcome_unknown.offline':
    'Você está sem conexão, então não conseguimos confirmar se o pagamento foi concluído. Não pague de novo: ele é verificado de novo sozinho assim que a conexão voltar, sem cobrar duas vezes.',
  'error.authentication': 'O seu banco não confirmou o pagamento. Tente de novo ou use outro cartão.',
  'error.canceled': 'A verificação do banco foi cancelada. Nada foi cobrado.',
  'error.version_gone':
    'Este checkout usa uma versão do serviço de pagamento que não está mais disponível. Avise a loja.',
  'error.final': 'Esta cobrança não pode mais ser paga.',
  'challenge.started': 'O seu banco precisa confirmar este pagamento. Uma janela de verificação foi aberta.',
  'challenge.decoupled': 'Aprove este pagamento no app do seu banco. Esta página se atualiza sozinha.',
  'rate_limited.wait': (p) =>
    `O serviço de pagamento está ocupado. Vamos tentar seu pagamento de novo em ${p.seconds === '1' ? '1 segundo' : `${p.seconds} segundos`}. Mantenha esta página aberta.`,
} satisfies Words<keyof typeof en>;

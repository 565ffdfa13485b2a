import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `status` table. */
export default {
  region: 'Status do pagamento',
  amount: (p) => `Valor: ${p.amount}${p.plan ? `, em ${p.plan}` : ''}`,
  'state.success': 'Sucesso',
  'state.waiting': 'Aguardando',
  'state.failure': 'Não concluído',
  'state.info': 'Informação',
  'issued.title': 'Aguardando pagamento',
  'issued.body': 'A cobrança foi criada e está aguardando o seu pagamento.',
  'pending.title': 'Confirme com o seu banco',
  'pending.body': 'O seu banco pediu a confirmação deste pagamento. Siga as instruções dele para concluir.',
  'confirmed.title': 'Pagamento aprovado',
  'confirmed.body': 'O seu pagamento foi aprovado. Você receberá uma confirmação em breve.',
  'paid.title': 'Pagamento recebido',
  'paid.body': 'O seu pagamento foi recebido e liquidado. Obrigado!',
  'error.title': 'Pagamento não concluído',
  'error.body': 'O pagamento falhou ou foi recusado. Nada foi cobrado. Tente novamente ou use outro meio.',
  'canceled.title': 'Pagamento cancelado',
  'canceled.body':
    'Este pagamento foi cancelado ou a confirmação do banco não foi concluída. Nada foi cobrado. Para tentar de novo, inicie um novo pagamento.',
  'refunded.title': 'Pagamento estornado',
  'refunded.body': 'O pagamento foi estornado. O valor volta para você pelo meio original.',
  'refund_error.title': 'Estorno não concluído',
  'refund_error.body': 'Não foi possível concluir o estorno. O lojista foi avisado e tentará de novo.',
  'chargeback_requested.title': 'Contestação solicitada',
  'chargeback_requested.body':
    'Foi aberta uma contestação (chargeback) deste pagamento, que está em análise.',
  'chargeback_refunded.title': 'Contestação reembolsada',
  'chargeback_refunded.body': 'A contestação foi aceita e o valor foi devolvido ao titular do cartão.',
  'chargeback_reversed.title': 'Contestação revertida',
  'chargeback_reversed.body': 'A contestação foi revertida: o pagamento original continua válido.',
  'pre_chargeback_resolution.title': 'Contestação em resolução',
  'pre_chargeback_resolution.body':
    'O lojista e o banco estão resolvendo uma contestação sobre este pagamento.',
  'unknown.title': 'Status do pagamento',
  'unknown.body': (p) =>
    `Não conseguimos ler o status deste pagamento (${p.status}). Antes de pagar de novo, confirme com a loja.`,
} satisfies Words<keyof typeof en>;

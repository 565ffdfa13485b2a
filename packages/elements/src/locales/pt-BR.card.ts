import type { Part } from './catalogue.ts';

/** "This document is not valid", with each document's name and grammatical gender (a CURP, o RFC). */
const PT_INVALID: Record<string, string> = {
  PAS: 'Número de passaporte inválido.',
  CURP: 'Esta CURP não é válida.',
  CUIT: 'Esta CUIT não é válida.',
  INE: 'Chave de eleitor (INE) inválida.',
};

/** The document number's label, named after the chosen document (types per country: domain/documents.ts). */
const PT_DOCUMENT: Record<string, string> = {
  CPF: 'Número do CPF',
  CNPJ: 'Número do CNPJ',
  PAS: 'Número do passaporte',
  DNI: 'Número do DNI',
  CUIT: 'Número da CUIT',
  CUIL: 'Número da CUIL',
  CURP: 'CURP',
  RFC: 'RFC',
  INE: 'Chave de eleitor (INE)',
};

/**
 * Brazilian Portuguese ("parcelas", "à vista", CPF/CNPJ), the card group: card, payment, status, frame,
 * challenge. One locale chunk, loaded on demand (the groups: `GROUP_OF` in locales/catalogue.ts).
 */
const ptBR: Part<'card'> = {
  card: {
    region: 'Pagamento com cartão',
    'number.label': 'Número do cartão',
    'number.hint': 'O número longo na frente do cartão',
    'expiry.label': 'Validade',
    'expiry.hint': 'MM/AA',
    'cvc.label': 'CVV',
    'cvc.hint': 'Código de segurança: 3 dígitos, no verso',
    'cvc.hint.front': 'Código de segurança: 4 dígitos, na frente',
    'name.label': 'Nome impresso no cartão',
    'email.label': 'E-mail',
    'document.label': (p) => PT_DOCUMENT[p.type ?? ''] ?? 'Número do documento',
    'documentType.label': 'Tipo de documento',
    'doc.PAS': 'Passaporte',
    'method.legend': 'Pagar com',
    'method.credit': 'Crédito',
    'method.debit': 'Débito',
    'installments.label': 'Parcelas',
    'installments.single': (p) => `1× ${p.each} (à vista)`,
    'installments.free': (p) => `${p.n}× ${p.each} sem juros`,
    'installments.interest': (p) => `${p.n}× ${p.each} · total ${p.total} (${p.rate}% a.m.)`,
    'installments.total.free': (p) => `Total ${p.total}, sem juros`,
    'installments.total.interest': (p) => `Total ${p.total}, juros de ${p.rate}% a.m.`,
    'alert.declined': 'Pagamento recusado',
    'alert.failed': 'Pagamento não concluído',
    pay: (p) => `Pagar ${p.amount}`,
    'pay.plain': 'Pagar',
    'paying.amount': (p) => `Pagando ${p.amount}…`,
    'amount.mismatch': (p) => `O valor a pagar é ${p.amount}, definido pelo serviço de pagamento.`,
    brand: (p) => `Bandeira do cartão: ${p.brand}`,
    'brand.unknown': 'Bandeira não reconhecida',
    'invalid.summary': 'Verifique os campos destacados.',
    'form.incomplete': 'Conclua o pagamento com cartão.',
    'number.required': 'Informe o número do cartão.',
    'number.incomplete': 'Complete o número do cartão.',
    'number.invalid': 'Confira os dígitos do cartão.',
    'number.brand': (p) => `Esta bandeira de cartão não é aceita aqui. Aceitas: ${p.brands}.`,
    'expiry.required': 'Informe a data.',
    'expiry.incomplete': 'Use MM/AA.',
    'expiry.month': 'Mês de 01 a 12.',
    'expiry.past': 'Cartão vencido.',
    'expiry.far': 'Confira o ano.',
    'cvc.required': 'Informe o CVV.',
    'cvc.length': (p) => `São ${p.digits} dígitos.`,
    'name.required': 'Informe o nome como no cartão.',
    'name.invalid': 'Use apenas letras no nome.',
    'name.long': (p) => `Máximo de ${p.max} caracteres.`,
    'email.required': 'Informe o seu e-mail.',
    'email.invalid': 'Use o formato nome@exemplo.com.',
    'document.required': 'Informe o número do documento.',
    'document.invalid': (p) => PT_INVALID[p.type ?? ''] ?? `Este ${p.type} não é válido.`,
  },
  payment: {
    paying: 'Pagando…',
    slow: 'Ainda estamos processando o seu pagamento. Mantenha esta página aberta.',
    check: 'Verificar pagamento',
    checking: 'Verificando…',
    'error.declined': 'O cartão foi recusado. Confira os dados ou use outro cartão.',
    'error.insufficient_funds': 'O cartão foi recusado por saldo insuficiente. Tente outro cartão.',
    'error.expired_card': 'O banco informou que este cartão está vencido. Tente outro cartão.',
    'error.invalid_cvv': 'O banco recusou o código de segurança. Confira e tente de novo.',
    'error.do_not_honor': 'O banco recusou este pagamento. Fale com o seu banco ou tente outro cartão.',
    'error.rate_limited': 'Muitas tentativas em pouco tempo. Aguarde um momento e tente de novo.',
    'error.refused': 'Não foi possível processar o pagamento. Confira os dados e tente de novo.',
    'error.already_processed':
      'Este pagamento pode já ter sido concluído. Confira seu pedido ou e-mail antes de pagar de novo.',
    'error.outcome_unknown':
      'Não conseguimos confirmar se o pagamento foi concluído. Não pague de novo antes de conferir seu pedido ou e-mail. “Verificar pagamento” consulta de novo sem cobrar duas vezes.',
    'error.authentication': 'O seu banco não confirmou o pagamento. Tente de novo ou use outro cartão.',
    'error.canceled': 'A verificação do banco foi cancelada. Nada foi cobrado.',
    'error.version_gone':
      'Este checkout usa uma versão do serviço de pagamento que não está mais disponível. Avise a loja.',
    'error.final': 'Esta cobrança não pode mais ser paga.',
    'challenge.started':
      'O seu banco precisa confirmar este pagamento. Uma janela de verificação foi aberta.',
    'challenge.decoupled': 'Aprove este pagamento no app do seu banco. Esta página se atualiza sozinha.',
    'rate_limited.wait': (p) =>
      `O serviço de pagamento está ocupado. Vamos tentar seu pagamento de novo em ${p.seconds === '1' ? '1 segundo' : `${p.seconds} segundos`}. Mantenha esta página aberta.`,
  },
  status: {
    region: 'Status do pagamento',
    amount: (p) => `Valor: ${p.amount}`,
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
      'Este pagamento foi cancelado ou a confirmação do banco não foi concluída. Nada foi cobrado.',
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
    'unknown.body': (p) => `situação: ${p.status}`,
  },
  frame: {
    title: 'Pagamento com cartão (formulário seguro)',
    loading: 'Carregando o formulário seguro do cartão…',
    'failed.title': 'O formulário do cartão não carregou',
    failed: 'Não foi possível carregar o formulário do cartão. Verifique sua conexão e tente de novo.',
    broken:
      'Não foi possível abrir o formulário seguro do cartão nesta página. Tente de novo ou escolha outra forma de pagamento.',
    retry: 'Tentar de novo',
    unavailable:
      'O pagamento com cartão não está disponível nesta página. Escolha outra forma de pagamento ou fale com a loja.',
    base_url:
      'Este formulário de pagamento não está configurado corretamente e não pode ser usado. Fale com a loja.',
  },
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

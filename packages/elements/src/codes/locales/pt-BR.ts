import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Each document with its article and gender, for "… tem 11 dígitos" (a CURP, o RFC). */
const PT_THE: Record<string, string> = {
  CURP: 'A CURP',
  CUIT: 'A CUIT',
  CUIL: 'A CUIL',
  INE: 'A chave de eleitor',
  PAS: 'O passaporte',
};

/** "11", "7 ou 8", "de 6 a 20": how many characters a document has. */
const ptCount = ({ min = '', max = '' }: Record<string, string>) =>
  min === max ? min : Number(max) - Number(min) > 1 ? `de ${min} a ${max}` : `${min} ou ${max}`;

/** What is wrong in a CURP of the right length, by its part (`domain/document-checks.ts`). */
const PT_CURP: Record<string, string> = {
  name: 'Confira as 4 primeiras letras da CURP.',
  date: 'Confira a data de nascimento na CURP (caracteres 5 a 10: ano, mês e dia).',
  sex: 'O 11º caractere da CURP é H, M ou X.',
  state: 'Confira o estado na CURP (caracteres 12 e 13, como DF).',
  end: 'Confira os 5 últimos caracteres da CURP.',
};

/** Brazilian Portuguese: the `code` table. */
export default {
  region: (p) => `Pagar com ${p.method}`,
  'amount.label': 'Valor a pagar',
  'details.legend': 'Seus dados',
  'name.label': 'Nome completo',
  'email.label': 'E-mail',
  'email.optional': 'E-mail (opcional)',
  'document.type': 'Tipo de documento',
  'document.label': 'Número do documento',
  'document.PAS': 'Passaporte',
  'name.required': 'Informe o seu nome completo.',
  'name.invalid': 'Use apenas letras no nome.',
  'name.long': (p) => `O nome pode ter no máximo ${p.max} caracteres.`,
  'email.required': 'Informe o seu e-mail.',
  'email.invalid': 'Informe um e-mail válido, como nome@exemplo.com.',
  'document.required': 'Informe o número do documento.',
  'document.length': (p) =>
    `${PT_THE[p.type ?? ''] ?? `O ${p.type}`} tem ${ptCount(p)} ${p.unit === 'digits' ? 'dígitos' : 'caracteres'}.`,
  'document.invalid': (p) =>
    PT_CURP[p.part ?? ''] ??
    (p.type === 'PAS' ? 'Este passaporte não é válido.' : `Este ${p.type} não é válido.`),
  'invalid.summary': 'Confira os campos destacados.',
  requesting: 'Preparando os dados do pagamento…',
  waiting: 'Aguardando o seu pagamento',
  'waiting.body': 'Esta página se atualiza sozinha assim que o pagamento chegar.',
  'countdown.label': 'Tempo para pagar',
  'countdown.days': (p) => `${p.days} d ${p.hours} h ${p.minutes} min`,
  'countdown.soon': (p) => `Faltam ${p.minutes} minutos para pagar.`,
  'countdown.last': 'Falta um minuto para pagar.',
  'expires.at': (p) => `Pague até ${p.when}`,
  'due.at': (p) => `Vencimento ${p.date}`,
  'due.label': 'Data de vencimento',
  copy: 'Copiar',
  copied: 'Copiado',
  'copy.name': (p) => `Copiar ${p.what}`,
  'copied.name': (p) => `Copiado: ${p.what}`,
  'copied.announce': (p) => `Copiado: ${p.what}.`,
  'copy.failed': 'Não foi possível copiar. Selecione o texto e copie.',
  'qr.label': (p) => `QR Code ${p.method}`,
  'qr.loading': 'Gerando o QR Code…',
  'barcode.label': (p) => `Código de barras ${p.digits}`,
  'steps.title': 'Como pagar',
  print: 'Imprimir',
  retry: 'Tentar de novo',
  'expired.title': 'Este código expirou',
  'expired.body': 'Ele não pode mais ser pago. Gere um novo para pagar.',
  'expired.final': 'Ele não pode mais ser pago. Volte à loja para tentar de novo.',
  'expired.error': 'O código de pagamento expirou antes de ser pago.',
  'canceled.title': 'A loja cancelou este pagamento',
  'canceled.body':
    'Este código não pode mais ser pago e nada foi cobrado. Volte à loja se ainda quiser comprar.',
  'canceled.error': 'A loja cancelou o pagamento antes de o código ser pago.',
  regenerate: 'Gerar novo código',
  'error.payload': 'Não foi possível mostrar os dados do pagamento. Tente de novo.',
  'error.no_charge': 'Este pagamento ainda não está pronto. Recarregue a página ou volte à loja.',
  'error.renew': 'Não foi possível criar um novo código. Volte à loja para tentar de novo.',
  'form.incomplete': 'Conclua o pagamento primeiro.',
} satisfies Words<keyof typeof en>;

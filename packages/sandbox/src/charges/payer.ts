/**
 * The payer checks shared by charge creation and the public pay endpoint, so that a charge the merchant may
 * create is one the shopper can pay: document type of the wallet's country and a number that passes its check,
 * the BRL pix/boleto document-type rule of the seed, and boleto's payer name and tax id.
 */
import { type DocumentType, ERROR_CODES, type TypeCharge } from '../contract.ts';
import type { ErrorEntry } from '../http/errors.ts';
import type { Wallet } from '../models.ts';
import { COUNTRY_DOCUMENT_TYPES, documentProblem } from './documents.ts';

export interface Payer {
  payer_name?: string | null | undefined;
  payer_tax_id?: string | null | undefined;
  payer_document_type?: DocumentType | null | undefined;
}

export function payerErrors(
  wallet: Wallet,
  method: TypeCharge | null | undefined,
  payer: Payer,
): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  const type = payer.payer_document_type;
  const taxId = payer.payer_tax_id;
  const types = COUNTRY_DOCUMENT_TYPES[wallet.country];
  if (type && !types.includes(type)) {
    errors.push({
      code: ERROR_CODES.invalidValue,
      source: 'payer_document_type',
      description: `${type} is not a document of ${wallet.country} payers (${types.join(', ')})`,
    });
  } else if (type && taxId) {
    const problem = documentProblem(type, taxId);
    if (problem) {
      errors.push({
        code: problem === 'check_digit' ? ERROR_CODES.invalidCheckDigit : ERROR_CODES.invalidFormat,
        source: 'payer_tax_id',
        description:
          problem === 'check_digit'
            ? `payer_tax_id is not a valid ${type}: its check digits do not match`
            : `payer_tax_id does not have the format of a ${type}`,
      });
    }
  }
  if (wallet.currency === 'BRL' && (method === 'pix' || method === 'boleto') && taxId && !type) {
    errors.push({
      code: ERROR_CODES.required,
      source: 'payer_document_type',
      description: 'payer_document_type is required for BRL pix and boleto when payer_tax_id is sent',
    });
  }
  if (method === 'boleto') {
    for (const field of ['payer_name', 'payer_tax_id'] as const) {
      if (!payer[field]) {
        errors.push({
          code: ERROR_CODES.required,
          source: field,
          description: `${field} is required for boleto`,
        });
      }
    }
  }
  return errors;
}

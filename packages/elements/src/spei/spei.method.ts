import { html, nothing } from 'lit';
import { type CodeMethod, optionalEmail } from '../codes/code.method.ts';
import { formatClabe, isValidClabe } from '../domain/clabe.ts';
import { readSpeiPayload, type SpeiPayload } from '../domain/payloads.ts';
import { speiMessages } from './spei.messages.ts';

/**
 * SPEI (Mexico): a bank transfer to a CLABE, valid 72 hours (contract B10). Each detail has its own Copy button;
 * the CLABE is shown grouped and copied as 18 digits. A CLABE whose check digit is wrong is never shown.
 */
export const speiMethod: CodeMethod<SpeiPayload> = {
  typeCharge: 'spei',
  inputs: optionalEmail,
  read(raw) {
    const code = readSpeiPayload(raw);
    return code && isValidClabe(code.clabe) ? code : undefined;
  },
  expiresAt: (code) => code.expiresAt,
  validForMs: 72 * 60 * 60_000,
  amount: (code) => code.amount,
  messages: speiMessages,
  view: (code, v) => html`<div class="details">
    ${v.copy('clabe', v.t('clabe'), formatClabe(code.clabe), { value: code.clabe, wide: true })}
    ${
      code.amount !== undefined
        ? v.copy('amount', v.t('amount.exact'), v.money(code.amount), { value: code.amount.toFixed(2) })
        : nothing
    }
    ${code.reference ? v.copy('reference', v.t('reference'), code.reference) : nothing}
    ${code.bank ? v.copy('bank', v.t('bank'), code.bank) : nothing}
    ${code.beneficiary ? v.copy('beneficiary', v.t('beneficiary'), code.beneficiary, { full: true }) : nothing}
  </div>`,
};

/**
 * The card form's checks that only blur and submit need (the name, the email, the payer document's check digits
 * and formats), part of the pay chunk (`card.pay-chunk.ts`), which the form loads right after its first render.
 * The number's, the expiry's and the security code's stay in the form's own code: they run while the shopper
 * types (a brand change, an impossible month), and the card rules they use are there for the typing anyway.
 */
export { validateDocument, validateEmail, validateName } from '../domain/payer.ts';

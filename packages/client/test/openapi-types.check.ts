/**
 * Type test (run by `pnpm typecheck`, no runtime part): the client's types for the public endpoints agree with the
 * service's OpenAPI document, as generated into `@tucan/sandbox/openapi` by openapi-typescript. For each endpoint:
 * what the client sends is a request the document accepts and names no field the document lacks; what the
 * document says the service answers is readable as the client's response type, and the client declares no
 * response field the document lacks. A disagreement fails `pnpm typecheck` here.
 */
import type { components } from '@tucan/sandbox/openapi';
import type {
  ApplePayMerchantSession,
  ApplePaySessionRequest,
  ErrorBody,
  InstallmentSimulation,
  PayRequest,
  PayResponse,
  RateLimitBody,
  ServiceError,
  SetupAuthenticationRequest,
  SetupAuthenticationResponse,
  ValidateAuthenticationRequest,
  ValidateAuthenticationResponse,
} from '../src/contract.ts';

type Schema = components['schemas'];
/** The named fields of a type, without its index signature (loose request objects, Apple's open session). */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** `Known` at every depth (a loose request object nests another: `browser`). */
type DeepKnown<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: DeepKnown<T[K]> }
    : T;
type Client<T> = Known<Omit<T, 'extra'>>;

/** The client sends only requests the document accepts, with no field it does not name. */
type Sends<ClientRequest, DocRequest> = [ClientRequest] extends [DeepKnown<DocRequest>]
  ? Exclude<keyof ClientRequest, keyof DocRequest> extends never
    ? true
    : { fieldsTheDocumentLacks: Exclude<keyof ClientRequest, keyof DocRequest> }
  : { notAcceptedByTheDocument: ClientRequest };

/** Every answer the document allows reads as the client's type, and the client invents no field. */
type Reads<ClientResponse, DocResponse> = [DocResponse] extends [Client<ClientResponse>]
  ? Exclude<keyof Client<ClientResponse>, keyof DocResponse> extends never
    ? true
    : { fieldsTheDocumentLacks: Exclude<keyof Client<ClientResponse>, keyof DocResponse> }
  : { documentAnswersWhatTheClientCannotRead: DocResponse };

/** Only the first half of `Reads`: for a client type that also reads shapes the document no longer has. */
type ReadsShape<ClientResponse, DocResponse> = [DocResponse] extends [Client<ClientResponse>]
  ? true
  : { documentAnswersWhatTheClientCannotRead: DocResponse };

type Ok<T extends true> = T;

export type PublicEndpointsAgree = [
  Ok<Reads<InstallmentSimulation, Schema['InstallmentSimulation']>>,
  Ok<Sends<SetupAuthenticationRequest, Schema['SetupAuthenticationRequest']>>,
  Ok<Reads<SetupAuthenticationResponse, Schema['SetupAuthenticationResponse']>>,
  Ok<Sends<PayRequest, Schema['PayRequest']>>,
  Ok<Reads<PayResponse, Schema['PayResponse']>>,
  Ok<Sends<ValidateAuthenticationRequest, Schema['ValidateAuthenticationRequest']>>,
  Ok<Reads<ValidateAuthenticationResponse, Schema['PayResponse']>>,
  Ok<Sends<ApplePaySessionRequest, Schema['ApplePaySessionRequest']>>,
  Ok<Reads<ApplePayMerchantSession, Schema['ApplePayMerchantSession']>>,
  Ok<Reads<ServiceError, Schema['ErrorEntry']>>,
  // The client also reads the older error shapes (message as a string, or code/source/description at the top).
  Ok<ReadsShape<ErrorBody, Schema['ErrorBody']>>,
  Ok<Reads<RateLimitBody, Schema['RateLimitBody']>>,
];

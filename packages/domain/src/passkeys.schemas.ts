import { base64url } from './base64url.schemas.ts';
import { LANGUAGES } from './languages.ts';
import { PASSKEY_NAME_MAX_LENGTH } from './limits.ts';
import { z } from './zod.ts';

/*
 * Passkeys (WebAuthn, decision 0045): the options the server hands to the browser, and the
 * browser's answers as @simplewebauthn/browser sends them (its RegistrationResponseJSON and
 * AuthenticationResponseJSON), each field with a limit.
 */

export const AUTHENTICATOR_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
export type AuthenticatorTransport = (typeof AUTHENTICATOR_TRANSPORTS)[number];

/** What a registration may suggest to the browser about where to make the passkey. */
const PASSKEY_HINTS = ['hybrid', 'security-key', 'client-device'] as const;

/** A credential id is at most 1,023 bytes: 1,364 base64url characters. */
const credentialIdSchema = base64url(1364).min(1);

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(PASSKEY_NAME_MAX_LENGTH);

/** A credential the browser may use or must not make again, named by its id. */
export const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(AUTHENTICATOR_TRANSPORTS)).optional(),
});

/** For `startRegistration({ optionsJSON })`: a discoverable credential, user verification, PRF. */
export const passkeyRegistrationOptionsResponseSchema = z.object({
  data: z.object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int(),
    attestation: z.literal('none'),
    /** The person's passkeys, so an authenticator that holds one is not registered twice. */
    excludeCredentials: z.array(credentialDescriptorSchema),
    authenticatorSelection: z.object({
      residentKey: z.literal('required'),
      requireResidentKey: z.literal(true),
      userVerification: z.literal('required'),
    }),
    extensions: z.object({ credProps: z.literal(true), prf: z.object({}) }),
    hints: z.array(z.enum(PASSKEY_HINTS)),
  }),
});
export type PasskeyRegistrationOptions = z.infer<
  typeof passkeyRegistrationOptionsResponseSchema
>['data'];

/**
 * For `startAuthentication({ optionsJSON })`: no `allowCredentials`, so the browser offers the
 * passkeys it holds for the site and the answer names nobody.
 */
export const passkeyAuthenticationOptionsResponseSchema = z.object({
  data: z.object({
    challenge: z.string(),
    rpId: z.string(),
    timeout: z.number().int(),
    userVerification: z.literal('required'),
  }),
});
export type PasskeyAuthenticationOptions = z.infer<
  typeof passkeyAuthenticationOptionsResponseSchema
>['data'];

/** The client's extension results: only whether PRF is enabled is read; any output is dropped. */
const clientExtensionResultsSchema = z.object({
  prf: z.object({ enabled: z.boolean().optional() }).optional(),
});

export const passkeyRegistrationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  type: z.literal('public-key'),
});

export const verifyPasskeyRegistrationRequestSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type VerifyPasskeyRegistrationRequest = z.infer<
  typeof verifyPasskeyRegistrationRequestSchema
>;

export const passkeyAuthenticationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  type: z.literal('public-key'),
});

export const verifyPasskeyAuthenticationRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  /** The page's language, kept as the person's for messages no page asks for. */
  language: z.enum(LANGUAGES).optional(),
});
export type VerifyPasskeyAuthenticationRequest = z.infer<
  typeof verifyPasskeyAuthenticationRequestSchema
>;

export const passkeySchema = z.object({
  _id: z.uuid(),
  /** The authenticator's id for it: what the browser is asked for (a sealed journal's way in). */
  credentialId: z.string(),
  name: z.string(),
  created: z.iso.datetime({ offset: true }),
  lastUsed: z.iso.datetime({ offset: true }).nullable(),
  /** `multiDevice`: synced by a passkey provider; `singleDevice`: bound to one authenticator. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  /** The authenticator offers the PRF extension (what a sealed journal will wrap its key with). */
  prfSupported: z.boolean(),
  /** The session asking was signed in with this passkey: removing it signs this device out. */
  signedInThisSession: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyResponseSchema = z.object({ data: passkeySchema });
export const passkeysResponseSchema = z.object({ data: z.array(passkeySchema) });

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });

import { headerAlg, JWT_DEFAULTS, type JwtOptions } from './core';
import { isHmacAlg } from './core/algorithms';
import { makeKeyForTryingInWorker, runJwtInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { jwtResult } from './result';
import { JWT_TEXTS } from './words';

/** The sign header's alg, HS256 while the header names none this tool signs with. */
const signAlg = (options: JwtOptions) => headerAlg(options.header) ?? 'HS256';

/** The HMAC secret is asked for when decoding (any token may be HS) and when signing with an HS alg. */
const secretShown = (options: JwtOptions, action: string) => action === 'decode' || isHmacAlg(signAlg(options));

const keyForTrying = {
  label: JWT_TEXTS.generateKey,
  actions: ['sign'],
  success: JWT_TEXTS.keyGenerated,
  make: (options: JwtOptions) => makeKeyForTryingInWorker(signAlg(options)),
};

/**
 * JWT Decoder & Encoder: a token's header and claims (exp, nbf, iat as dates, "expired 3 hours ago"), its signature
 * verified with a secret, a PEM key, a JWK or a JWKS (chosen by kid); a new token signed. In the worker, on jose.
 */
export const jwtDecoder: ToolDeclaration<JwtOptions> = {
  input: {
    label: (_options, action) => (action === 'sign' ? JWT_TEXTS.payloadLabel : JWT_TEXTS.tokenLabel),
    placeholder: (_options, action) => (action === 'sign' ? JWT_TEXTS.payloadPlaceholder : JWT_TEXTS.tokenPlaceholder),
    language: (_options, action) => (action === 'sign' ? 'json' : undefined),
    // A token is a credential: never in a link.
    secret: true,
  },
  defaults: JWT_DEFAULTS,
  options: {
    secret: {
      kind: 'text',
      label: JWT_TEXTS.secretLabel,
      placeholder: JWT_TEXTS.secretPlaceholder,
      secret: true,
      when: secretShown,
      maker: {
        ...keyForTrying,
        make: (options) => makeKeyForTryingInWorker(isHmacAlg(signAlg(options)) ? signAlg(options) : 'HS256'),
      },
    },
    secretEncoding: {
      kind: 'select',
      label: JWT_TEXTS.secretEncodingLabel,
      choices: [
        { value: 'text', label: JWT_TEXTS.secretAsText },
        { value: 'base64', label: JWT_TEXTS.secretAsBase64 },
      ],
      when: secretShown,
    },
    publicKey: {
      kind: 'text',
      display: 'editor',
      label: JWT_TEXTS.publicKeyLabel,
      placeholder: JWT_TEXTS.publicKeyPlaceholder,
      // A private key pasted here by mistake is read too (as its public half): kept out of links like one.
      secret: true,
      actions: ['decode'],
    },
    header: {
      kind: 'text',
      display: 'editor',
      label: JWT_TEXTS.headerLabel,
      placeholder: JWT_TEXTS.headerPlaceholder,
      language: () => 'json',
      maxChars: 2000,
      actions: ['sign'],
    },
    privateKey: {
      kind: 'text',
      display: 'editor',
      label: (options) => JWT_TEXTS.privateKeyLabel(signAlg(options)),
      placeholder: JWT_TEXTS.privateKeyPlaceholder,
      secret: true,
      actions: ['sign'],
      when: (options) => !isHmacAlg(signAlg(options)),
      maker: keyForTrying,
    },
  },
  actions: [
    {
      id: 'decode',
      label: JWT_TEXTS.decode,
      jobLabel: JWT_TEXTS.decoding,
      blank: JWT_TEXTS.emptyToken,
      faultTitle: JWT_TEXTS.decodeFault,
      outputs: [
        {
          id: 'summary',
          tab: JWT_TEXTS.summaryTab,
          label: JWT_TEXTS.summaryLabel,
          fileName: 'jwt-verdict.txt',
          view: 'structured',
        },
        {
          id: 'payload',
          tab: JWT_TEXTS.payloadTab,
          label: JWT_TEXTS.payloadOutput,
          fileName: 'payload.json',
          language: () => 'json',
        },
        {
          id: 'header',
          tab: JWT_TEXTS.headerTab,
          label: JWT_TEXTS.headerOutput,
          fileName: 'header.json',
          language: () => 'json',
        },
      ],
    },
    {
      id: 'sign',
      label: JWT_TEXTS.sign,
      jobLabel: JWT_TEXTS.signing,
      blank: JWT_TEXTS.emptyPayload,
      success: JWT_TEXTS.signed,
      faultTitle: JWT_TEXTS.signFailedTitle,
      outputs: [
        { id: 'token', tab: JWT_TEXTS.tokenTab, label: JWT_TEXTS.tokenOutput, fileName: 'token.jwt' },
        { id: 'publicKey', tab: JWT_TEXTS.publicKeyTab, label: JWT_TEXTS.publicKeyOutput, fileName: 'public-key.pem' },
      ],
    },
  ],
  run: {
    core: async (action, text, options) =>
      jwtResult(await (await import('./core')).runJwtAction(action, text, options, Date.now())),
    inWorker: async (action, text, options, job) => jwtResult(await runJwtInWorker(action, text, options, job)),
    // Tokens are a few KB, decoded and verified in a few milliseconds (an RSA key's import some 5 ms): always live.
    liveUpToChars: 300_000,
  },
  examples: EXAMPLES,
};

export default jwtDecoder;

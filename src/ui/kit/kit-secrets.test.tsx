// @vitest-environment jsdom
/**
 * Declared secrets (`KitInput.secret`, `TextOptionField.secret`): a one-line secret is masked until shown, and the
 * share link the page would copy leaves out the secret fields and any text that contains a secret.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { decodeShareState, encodeShareState } from '../../core/site/share-link';
import { shareSourceAtom } from '../state/share';
import { COMPONENT_TEXTS } from '../components/messages';
import type { ToolDeclaration } from './declaration';
import { KitView } from './KitView';

vi.mock('react-toastify', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), isActive: () => false },
}));
vi.mock('../components/TextEditor', () => import('../../../tests/unit/text-editor-stub'));

interface Options {
  key: string;
  privateKey: string;
  note: string;
}

/** A declaration with a secret input, a secret field, a secret editor and a plain field. */
const declaration = (secretInput: boolean, secretWhen?: (text: string) => boolean): ToolDeclaration<Options> => ({
  input: { kind: secretInput ? 'field' : 'editor', label: 'Token', placeholder: '', secret: secretWhen ?? secretInput },
  defaults: { key: '', privateKey: '', note: '' },
  options: {
    key: { kind: 'text', label: 'Key', secret: true },
    privateKey: { kind: 'text', label: 'Private key', display: 'editor', secret: true, maxChars: 10_000 },
    note: { kind: 'text', label: 'Note' },
  },
  actions: [{ id: 'sign', label: 'Sign', jobLabel: 'Signing', outputs: [{ id: 'out', label: 'Signed' }] }],
  run: { here: (_, text, { key }) => ({ outputs: { out: `${text}.${key}` } }), liveUpToChars: 1000 },
  examples: [{ name: 'Token', input: 'a', expect: { out: 'a.' } }],
});

afterEach(cleanup);

function renderKit(secretInput: boolean, secretWhen?: (text: string) => boolean) {
  const store = createStore();
  render(
    <Provider store={store}>
      <Router hook={memoryLocation({ path: '/tools/demo' }).hook}>
        <KitView declaration={declaration(secretInput, secretWhen)} />
      </Router>
    </Provider>,
  );
  return store;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The link the page's Copy link would make now. */
async function linkOf(store: ReturnType<typeof createStore>) {
  const source = store.get(shareSourceAtom)!;
  return { state: source.state(), link: await encodeShareState(source.state(), source.secrets()) };
}

describe('declared secrets', () => {
  it('a secret field is masked until Show is pressed', () => {
    renderKit(true);
    const token = screen.getByLabelText<HTMLInputElement>('Token');
    expect([token.type, screen.getByLabelText<HTMLInputElement>('Key').type]).toEqual(['password', 'password']);
    expect(screen.getByLabelText<HTMLInputElement>('Note').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Show token' }));
    expect(token.type).toBe('text');
  });

  it('names every Show button in sentence case, acronyms kept', () => {
    const labels = ['Password', 'Private key (PKCS#8 PEM)', 'Secret (Base32)', 'HMAC key', 'JWT secret', 'passphrase'];
    expect(labels.map(COMPONENT_TEXTS.show)).toEqual([
      'Show password',
      'Show private key (PKCS#8 PEM)',
      'Show secret (Base32)',
      'Show HMAC key',
      'Show JWT secret',
      'Show passphrase',
    ]);
  });

  it('never puts a secret input, field or editor in a link, nor a text that contains one', async () => {
    const store = renderKit(true);
    type('Token', 'eyJ.token');
    type('Key', 'hunter2');
    type('Private key', '-----BEGIN PRIVATE KEY-----');
    type('Note', 'signed with hunter2');
    const { state, link } = await linkOf(store);
    expect(state.texts).toEqual({});
    expect(Object.keys(state.options ?? {})).toEqual(['note']);
    expect(link.inputLeftOut).toBe('secret');
    const shared = await decodeShareState(link.fragment);
    expect([shared.input, shared.texts, shared.options]).toEqual([undefined, undefined, undefined]);
  });

  it('keeps a plain input and options when no secret is set', async () => {
    const store = renderKit(false);
    type('Token', 'plain text');
    type('Note', 'hello');
    const { state, link } = await linkOf(store);
    expect([state.input, state.options?.note, link.inputLeftOut]).toEqual(['plain text', 'hello', undefined]);
  });

  it('leaves the input out of a link while the declaration says this text is a secret', async () => {
    const store = renderKit(false, (text) => text.includes('PRIVATE KEY'));
    type('Token', 'a certificate');
    expect((await linkOf(store)).state.input).toBe('a certificate');
    type('Token', '-----BEGIN PRIVATE KEY-----');
    const { link } = await linkOf(store);
    expect(link.inputLeftOut).toBe('secret');
    expect((await decodeShareState(link.fragment)).input).toBeUndefined();
  });
});

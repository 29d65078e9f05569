// @vitest-environment jsdom
/**
 * The kit's declared features on real declarations: a one-line field with its keyboard, placeholder and hint by
 * option; Swap (clearing the output, or exchanging input and output, and its refusal); smart paste's hand-off
 * choosing the options (and the action: a pasted hash opens Verify); a tool without a worker; share links whose options were numbers; a second input editor and a
 * short text field (text options); a wide text field with its cheat sheet.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { encodeShareState } from '../../core/site/share-link';
import { MAX_INPUT_CHARS } from '../../tools/binary-converter/core';
import { TOO_LONG_TITLE } from '../../tools/binary-converter/words';
import { handOffInput } from '../components/initialInput';

const { toastMock } = vi.hoisted(() => ({
  toastMock: { success: vi.fn(), error: vi.fn(), info: vi.fn(), isActive: () => false },
}));
vi.mock('react-toastify', () => ({ toast: toastMock }));
vi.mock('../components/TextEditor', () => import('../../../tests/unit/text-editor-stub'));
// Never reached here: short numbers convert on the page.
vi.mock('../../tools/number-base-converter/in-worker', () => ({
  convertNumberInWorker: () => Promise.reject(new Error('The worker is not used for short numbers.')),
}));

// The JSON query runs in its worker: here its core stands in, jq-web loaded from node_modules.
vi.mock('../../tools/json-query/in-worker', async () => {
  const { runJsonQueryCore } = await import('../../tools/json-query/core-runner');
  return {
    runJsonQueryInWorker: runJsonQueryCore,
    runJsonQueryFileInWorker: () => Promise.reject(new Error('No file in this test.')),
  };
});

// The password hasher runs in its worker: its core stands in.
vi.mock('../../tools/password-hasher/in-worker', async () => {
  const { runPasswordHasher } = await import('../../tools/password-hasher/core');
  return { runPasswordHasherInWorker: runPasswordHasher };
});

// The select's list measures its anchor, which jsdom cannot lay out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

import binaryConverter from '../../tools/binary-converter/declaration';
import jsonDiff from '../../tools/json-diff/declaration';
import jsonQuery from '../../tools/json-query/declaration';
import { KitView } from './KitView';
import { STORE } from '../../tools/json-query/examples';
import jsonSchemaValidator from '../../tools/json-schema-validator/declaration';
import numberBaseConverter from '../../tools/number-base-converter/declaration';
import passwordHasher from '../../tools/password-hasher/declaration';
import textCaseConverter from '../../tools/text-case-converter/declaration';

const BinaryConverter = () => <KitView declaration={binaryConverter} />;
const JsonDiff = () => <KitView declaration={jsonDiff} />;
const JsonQuery = () => <KitView declaration={jsonQuery} />;
const JsonSchemaValidator = () => <KitView declaration={jsonSchemaValidator} />;
const NumberBaseConverter = () => <KitView declaration={numberBaseConverter} />;
const PasswordHasher = () => <KitView declaration={passwordHasher} />;
const TextCaseConverter = () => <KitView declaration={textCaseConverter} />;

/** Runs a step inside act and lets the promises it starts settle. */
const settle = (step: () => unknown) =>
  act(async () => {
    await step();
  });
/** Lets the live conversion's debounce pass. */
const rest = () => settle(() => vi.advanceTimersByTimeAsync(300));
const click = (name: string) => settle(() => fireEvent.click(screen.getByRole('button', { name })));
const valueOf = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const type = async (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await rest();
};
/** Chooses an option of a select, as a click on it and on the option. */
const choose = async (label: string, option: string) => {
  await settle(() => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) })));
  await settle(() => fireEvent.click(screen.getByRole('option', { name: option })));
  await rest();
};
/** The option a select shows as chosen. */
const chosen = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) }).textContent;
/** The words of each toast of a kind, title and body run together. */
const toasts = (kind: 'success' | 'error') =>
  toastMock[kind].mock.calls.map(([content]) => render(<>{content as ReactElement}</>).container.textContent);

const at = (path: string, view: ReactElement) => render(<Router hook={memoryLocation({ path }).hook}>{view}</Router>);

beforeEach(() => {
  vi.useFakeTimers();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('a one-line field (input kind "field")', () => {
  it('has the keyboard, placeholder and hint of the chosen option, and Enter runs the main action', async () => {
    render(<NumberBaseConverter />);
    const field = screen.getByLabelText<HTMLInputElement>('Number');
    expect(field.tagName).toBe('INPUT');
    expect([field.inputMode, field.placeholder]).toEqual(['numeric', '255']);
    expect(screen.getByTestId('input-hint').textContent).toBe(
      "Valid characters for base 10: 0-9. A leading '-' makes it negative; numbers of any size convert exactly.",
    );
    await type('Number', '255');
    expect(valueOf('Result (base 2)')).toBe('11111111');

    await type('Number', '12x');
    expect(screen.getByText('Invalid input for the selected base')).not.toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();
    await settle(() => fireEvent.keyDown(field, { key: 'Enter' }));
    expect(toasts('error')).toEqual(['Conversion errorPlease check your input value and selected bases.']);
  });
});

describe('Swap', () => {
  it("with output 'clear': exchanges the options, the result becomes the input, and the output stays empty until an edit", async () => {
    render(<NumberBaseConverter />);
    await type('Number', '255');
    await click('Swap Bases');
    expect([chosen('From base'), chosen('To base')]).toEqual(['Binary (2)', 'Decimal (10)']);
    expect(valueOf('Number')).toBe('11111111');
    expect(screen.getByLabelText<HTMLInputElement>('Number').placeholder).toBe('1010');
    expect(screen.getByTestId('input-hint').textContent).toMatch(/^Valid characters for base 2: 0 and 1\./);
    await rest();
    expect(valueOf('Result (base 10)')).toBe('');
    expect(screen.queryByTestId('out-of-date')).toBeNull();

    await type('Number', '111');
    expect(valueOf('Result (base 10)')).toBe('7');
  });

  it('without an up-to-date result keeps the input and still clears the output', async () => {
    render(<NumberBaseConverter />);
    await type('Number', '9z');
    await click('Swap Bases');
    expect(valueOf('Number')).toBe('9z');
    expect(screen.queryByText('Invalid input for the selected base')).toBeNull();
    await rest();
    expect(valueOf('Result (base 10)')).toBe('');
  });

  it('takes the output only when it was made from the input now in the field (not while a new one waits)', async () => {
    render(<NumberBaseConverter />);
    await type('Number', '255');
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '7' } });
    await click('Swap Bases');
    expect(valueOf('Number')).toBe('7');
    await rest();
    expect(valueOf('Result (base 10)')).toBe('');
  });

  it("with output 'old input': input and output change places, with the success toast", async () => {
    render(<BinaryConverter />);
    // Hex to binary, so that neither side is text.
    await type('Input', '48 69');
    await choose('Input format', 'Hexadecimal');
    expect(valueOf('Output')).toBe('01001000 01101001');
    toastMock.success.mockClear();

    await click('Swap');
    expect([chosen('Input format'), chosen('Output format')]).toEqual(['Binary', 'Hexadecimal']);
    expect([valueOf('Input'), valueOf('Output')]).toEqual(['01001000 01101001', '48 69']);
    expect(toasts('success')).toEqual(['Formats swapped']);
    await rest();
    expect(valueOf('Output')).toBe('48 69');
    expect(screen.queryByTestId('out-of-date')).toBeNull();
  });

  it('is refused with its message when the declaration says it cannot swap, changing nothing', async () => {
    render(<BinaryConverter />);
    await type('Input', 'Hi');
    await click('Swap');
    expect(toasts('error')).toEqual(['Cannot swap when using text format']);
    expect(toastMock.success).not.toHaveBeenCalled();
    expect([chosen('Input format'), chosen('Output format')]).toEqual(['Text (ASCII / UTF-8)', 'Binary']);
    expect([valueOf('Input'), valueOf('Output')]).toEqual(['Hi', '01001000 01101001']);
  });
});

describe("smart paste's hand-off (handOff)", () => {
  it.each([
    ['01001000 01101001', 'Binary'],
    ['48 65 6c 6c 6f', 'Hexadecimal'],
  ])('%s opens with the options chosen from it (%s to text)', async (text, format) => {
    handOffInput('binary-converter', text);
    at('/tools/binary-converter', <BinaryConverter />);
    await rest();
    expect([chosen('Input format'), chosen('Output format')]).toEqual([format, 'Text (ASCII / UTF-8)']);
    expect(valueOf('Input')).toBe(text);
    expect(valueOf('Output')).toBe(format === 'Binary' ? 'Hi' : 'Hello');
  });
});

describe("smart paste's hand-off into a second editor (handOffInto)", () => {
  const SCHEMA = '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}';

  it("a JSON Schema fills the validator's schema editor, not its document", async () => {
    handOffInput('json-schema-validator', SCHEMA);
    at('/tools/json-schema-validator', <JsonSchemaValidator />);
    await rest();
    expect(valueOf('JSON Schema')).toBe(SCHEMA);
    expect(valueOf('JSON document')).toBe('');
  });

  it('other JSON is the document', async () => {
    handOffInput('json-schema-validator', '{"id": 1}');
    at('/tools/json-schema-validator', <JsonSchemaValidator />);
    await rest();
    expect(valueOf('JSON document')).toBe('{"id": 1}');
    expect(valueOf('JSON Schema')).toBe('');
  });
});

describe("smart paste's hand-off to an action (handOffAction)", () => {
  it("a pasted bcrypt hash opens the password hasher's Verify with the hash in its field, the password left to type", async () => {
    const hash = '$2y$10$PifCFrUVVwJLvKx1j4hYTOM2BQ6GlHBoT60pN6Akl7ViVFezzwq/a';
    handOffInput('password-hasher', hash);
    at('/tools/password-hasher', <PasswordHasher />);
    await rest();
    expect(screen.getByRole('tab', { name: 'Verify' }).getAttribute('aria-selected')).toBe('true');
    expect(valueOf('Hash to verify')).toBe(hash);
    expect(valueOf('Password')).toBe('');
  });
});

describe('a tool without a worker (no `inWorker`)', () => {
  it('runs on the page as you type, and on the button beyond its live size, where its core refuses', async () => {
    render(<BinaryConverter />);
    await type('Input', 'A');
    expect(valueOf('Output')).toBe('01000001');
    await type('Input', 'A'.repeat(MAX_INPUT_CHARS + 1));
    expect(screen.getByTestId('out-of-date').textContent).toBe('Out of date: press Convert');
    await click('Convert');
    expect(toasts('error')).toEqual([`${TOO_LONG_TITLE}The binary converter takes up to 65,536 characters at a time.`]);
    expect(valueOf('Output')).toBe('');
  });
});

describe('share links', () => {
  it('a link whose select values were numbers (the view before the kit wrote `from: 16`) still opens', async () => {
    const { fragment } = await encodeShareState({
      tool: 'number-base-converter',
      input: 'ff',
      options: { from: 16, to: 8 },
    });
    vi.useRealTimers(); // the link is inflated by the platform's DecompressionStream, outside fake timers
    window.history.replaceState(null, '', `/tools/number-base-converter${fragment}`);
    at('/tools/number-base-converter', <NumberBaseConverter />);
    await waitFor(() => expect(valueOf('Result (base 8)')).toBe('377'));
    expect([chosen('From base'), chosen('To base')]).toEqual(['Hexadecimal (16)', 'Octal (8)']);
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('the "All" view (all)', () => {
  it('lists every base of a number beside the result, each with its own Copy, and what a wrong digit does', async () => {
    render(<NumberBaseConverter />);
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'All bases' })));
    expect(screen.getByText('Type a number to see it in every base.')).not.toBeNull();
    await type('Number', '255');
    const rows = [...screen.getByTestId('all-choices').querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Binary (2)', '11111111'],
      ['Octal (8)', '377'],
      ['Decimal (10)', '255'],
      ['Hexadecimal (16)', 'FF'],
      ['Base 32 (32)', '7V'],
      ['Base 36 (36)', '73'],
    ]);
    expect(screen.getByRole('button', { name: 'Copy Hexadecimal (16)' })).not.toBeNull();
    await type('Number', '2Z');
    expect(screen.queryByTestId('all-choices')).toBeNull();
    expect(screen.getAllByText('Conversion error: Please check your input value and selected bases.')).toHaveLength(1);
  });

  it('is the last of the case tabs, and choosing it keeps the chosen case for the link and the single result', async () => {
    render(<TextCaseConverter />);
    await type('Text', 'hello big world');
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'snake_case' })));
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    const all = screen.getByTestId('all-choices').textContent;
    for (const converted of [
      'HELLO BIG WORLD',
      'Hello Big World',
      'helloBigWorld',
      'hello_big_world',
      'hello-big-world',
    ])
      expect(all).toContain(converted);
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'UPPERCASE' })));
    expect(valueOf('UPPERCASE result')).toBe('HELLO BIG WORLD');
  });
});

describe('text options: a second input editor and a short field', () => {
  it('a share link carries both documents; the key field shows only when used; Clear empties both editors', async () => {
    const { fragment } = await encodeShareState({
      tool: 'json-diff',
      input: '{"a": 1}',
      texts: { right: '{"a": 2}' },
      options: { arrays: 'index', keyField: 'id' },
    });
    vi.useRealTimers();
    window.history.replaceState(null, '', `/tools/json-diff${fragment}`);
    at('/tools/json-diff', <JsonDiff />);
    const tree = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Differences' });
    await waitFor(() => expect(tree().value).toBe('0 added, 0 removed, 1 changed\n~ changed /a: 1 → 2'));
    expect([valueOf('Left JSON'), valueOf('Right JSON')]).toEqual(['{"a": 1}', '{"a": 2}']);
    expect(screen.queryByLabelText('Key field')).toBeNull();
    vi.useFakeTimers();
    await choose('Arrays', 'By key field');
    expect(valueOf('Key field')).toBe('id');
    await click('Clear');
    expect([valueOf('Left JSON'), valueOf('Right JSON')]).toEqual(['', '']);
  });
});

describe('a wide text option with a cheat sheet', () => {
  it('a link opens jq with its filter; the sheet follows the action and a click fills the field, the result following', async () => {
    const { fragment } = await encodeShareState({
      tool: 'json-query',
      input: STORE,
      options: { action: 'jq', jq: '.store.bicycle.color', jsonpath: '$', compact: true },
    });
    vi.useRealTimers();
    window.history.replaceState(null, '', `/tools/json-query${fragment}`);
    at('/tools/json-query', <JsonQuery />);
    const result = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Result' });
    await waitFor(() => expect(result().value).toBe('"red"'));
    expect(valueOf('jq filter')).toBe('.store.bicycle.color');
    expect(screen.getByRole('list', { name: 'jq cheat sheet' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'JSONPath cheat sheet' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /How many books/ }));
    expect(valueOf('jq filter')).toBe('.store.book | length');
    await waitFor(() => expect(result().value).toBe('4'));

    fireEvent.click(screen.getByRole('tab', { name: 'JSONPath' }));
    expect(valueOf('JSONPath expression')).toBe('$');
    fireEvent.click(screen.getByRole('button', { name: /The books that have an ISBN/ }));
    expect(valueOf('JSONPath expression')).toBe('$..book[?(@.isbn)]');
    await waitFor(() => expect(JSON.parse(result().value)).toHaveLength(2));
  });
});

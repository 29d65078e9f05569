/**
 * Where a fault's words are found. A core throws a ToolError with a code and parameters and no words; each tool's
 * words module registers its table here, under the tool's namespace, when the tool's screen loads it. The view
 * reads `title` and `description` off the error, which ask this registry. Holds no words itself.
 */
import type { TextPosition } from './text-position';

/** A fault's parameters: plain data that crosses to and from a worker (structured clone). */
export type FaultParams = Readonly<Record<string, unknown>>;

/** A fault as data: `namespace.key` and its parameters (one fault may carry another as a parameter). */
export interface FaultData {
  readonly code: string;
  readonly params: FaultParams;
}

/** How a fault is said: a title, and a description that may use the parameters. */
export interface FaultWording<P> {
  readonly title: string | ((params: P) => string);
  readonly description?: string | ((params: P) => string | undefined);
}

/** A tool's faults: each key with the parameters it carries. */
export type FaultTable<F> = { readonly [K in keyof F]: FaultWording<F[K]> };

export interface FaultWords {
  title: string;
  description: string | undefined;
}

const tables = new Map<string, FaultTable<Record<string, FaultParams>>>();

/** Registers `namespace`'s words (a words module does this once, on load). */
export function registerFaultWords<F>(namespace: string, table: FaultTable<F>): void {
  tables.set(namespace, table as unknown as FaultTable<Record<string, FaultParams>>);
}

const said = <P>(text: string | ((params: P) => string | undefined) | undefined, params: P) =>
  typeof text === 'function' ? text(params) : text;

/** Whether `namespace` has its words loaded. */
export const hasFaultWords = (namespace: string): boolean => tables.has(namespace);

/** The words of a fault; a fault whose words were never loaded says its code (a bug the tests catch). */
export function wordFault({ code, params }: FaultData): FaultWords {
  const split = code.indexOf('.');
  const wording = tables.get(code.slice(0, split))?.[code.slice(split + 1)];
  if (!wording) return { title: code, description: undefined };
  return { title: said(wording.title, params) ?? code, description: said(wording.description, params) };
}

/** A fault's factory, as its core exports it: `fault('badZone', { zone })`, typed by the table `F`. */
export interface FaultMaker<F, E> {
  <K extends keyof F & string>(
    key: K,
    ...rest: object extends F[K] ? [F[K]?, TextPosition?] : [F[K], TextPosition?]
  ): E;
  readonly namespace: string;
  /** Whether `error` is this maker's fault (`key`, when given); of an error known to be a ToolError, only that. */
  is(error: E, key?: keyof F & string): boolean;
  is(error: unknown, key?: keyof F & string): error is E;
}

/**
 * A words module's fault table for the core's `fault` factory: registered on load, and typed against the core's
 * faults (a fault without words, or words for a fault that is not, is a type error).
 */
export function defineFaultWords<F>(maker: FaultMaker<F, unknown>, table: FaultTable<F>): FaultTable<F> {
  registerFaultWords(maker.namespace, table);
  return table;
}

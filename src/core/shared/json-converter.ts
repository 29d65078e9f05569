/**
 * The two directions of a converter between a text format and JSON (YAML, TOML, XML), as one table of actions:
 * the worker runs it, the examples test it. Each direction refuses blank input (a fault naming the format), and deep input
 * by the format's nesting limit (checked first by one cheap pass over the text where there is one, always on the JSON
 * side; a stack overflow of the format's reader says the same).
 */
import { jsonDepth } from './json/parse';
import { converterFault } from './json-converter-faults';
import { isStackOverflow, nestingError } from './nesting';
import { requireText } from './require-text';

/** An output with a note on it (the CSV rows kept with another number of fields, say). */
export interface Converted {
  output: string;
  note?: string;
}

/** An action's core function: the output text (by default), or the text and its note. */
export type ConvertText<O, R extends string | Converted = string> = (text: string, options: O) => R;

export interface JsonConverterCore<O, R extends string | Converted = string> {
  /** The format's name, e.g. 'YAML' (a name, the same in every language). */
  name: string;
  /** The actions' ids, e.g. 'yaml-to-json' and 'json-to-yaml'. */
  ids: { toJson: string; fromJson: string };
  toJson: ConvertText<O, R>;
  fromJson: ConvertText<O, R>;
  /** Levels of nesting the format's library takes (measured in a cold Chromium worker, with room to spare). */
  nestingLimit: number;
  /**
   * A cheap upper estimate of the format's nesting, where its library cannot be trusted to stop deep input itself
   * (checked before `toJson`).
   */
  depthOf?: (text: string) => number;
}

function withinLimit<O, R extends string | Converted>(convert: ConvertText<O, R>, limit: number): ConvertText<O, R> {
  return (text, options) => {
    try {
      return convert(text, options);
    } catch (error) {
      if (isStackOverflow(error)) throw nestingError('convert', limit);
      throw error;
    }
  };
}

/** The action table of a converter: `ids.toJson` and `ids.fromJson`, each bounded as said above. */
export function converterActions<O, R extends string | Converted = string>(
  core: JsonConverterCore<O, R>,
): Readonly<Record<string, ConvertText<O, R>>> {
  const toJson = withinLimit(core.toJson, core.nestingLimit);
  const fromJson = withinLimit(core.fromJson, core.nestingLimit);
  return {
    [core.ids.toJson]: (text, options) => {
      requireText(text, () => converterFault('blank', { format: core.name }));
      if (core.depthOf && core.depthOf(text) > core.nestingLimit) throw nestingError('convert', core.nestingLimit);
      return toJson(text, options);
    },
    [core.ids.fromJson]: (text, options) => {
      requireText(text, () => converterFault('blank', { format: 'JSON' }));
      if (jsonDepth(text) > core.nestingLimit) throw nestingError('convert', core.nestingLimit);
      return fromJson(text, options);
    },
  };
}

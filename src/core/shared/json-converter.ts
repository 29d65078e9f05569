/**
 * The two directions of a converter between a text format and JSON (YAML, TOML, XML), as one table of actions:
 * the worker runs it, the examples test it. Each direction refuses blank input in the spec's words, and deep input
 * by the format's nesting limit (checked first on the JSON side, whose depth one cheap pass gives; a stack overflow
 * of the format's reader says the same).
 */
import { jsonDepth } from '../tools/json-formatter/parse';
import { isStackOverflow, nestingError } from './nesting';
import { requireText } from './require-text';

/** An action's core function: the output text. */
export type ConvertText<O> = (text: string, options: O) => string;

export interface JsonConverterCore<O> {
  /** The format's name as messages say it, e.g. 'YAML'. */
  name: string;
  /** The actions' ids, e.g. 'yaml-to-json' and 'json-to-yaml'. */
  ids: { toJson: string; fromJson: string };
  toJson: ConvertText<O>;
  fromJson: ConvertText<O>;
  /** Levels of nesting the format's library takes (measured in a cold Chromium worker, with room to spare). */
  nestingLimit: number;
}

export const CONVERTER_MESSAGES = {
  blank: (name: string) => `Please enter ${name} to convert`,
} as const;

function withinLimit<O>(convert: ConvertText<O>, limit: number): ConvertText<O> {
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
export function converterActions<O>(core: JsonConverterCore<O>): Readonly<Record<string, ConvertText<O>>> {
  const toJson = withinLimit(core.toJson, core.nestingLimit);
  const fromJson = withinLimit(core.fromJson, core.nestingLimit);
  return {
    [core.ids.toJson]: (text, options) => {
      requireText(text, CONVERTER_MESSAGES.blank(core.name));
      return toJson(text, options);
    },
    [core.ids.fromJson]: (text, options) => {
      requireText(text, CONVERTER_MESSAGES.blank('JSON'));
      if (jsonDepth(text) > core.nestingLimit) throw nestingError('convert', core.nestingLimit);
      return fromJson(text, options);
    },
  };
}

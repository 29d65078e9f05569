import { faultsOf } from './tool-error';

/** The converters' shared faults (./json-converter); their words are in src/ui/words/json-converter.ts. */
export interface ConverterFaults {
  /** Blank input; `format` is the format's name, e.g. 'YAML' or 'JSON'. */
  blank: { format: string };
}

export const converterFault = faultsOf<ConverterFaults>('json-converter');

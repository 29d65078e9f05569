import { faultsOf } from '../../../core/shared/tool-error';

/** The XML formatter's faults; their words are in ../words.ts. */
export interface XmlFaults {
  emptyFormat: object;
  emptyMinify: object;
  emptyValidate: object;
  format: object;
  minify: object;
  validate: object;
  /** The DOCTYPE declares entities: where the first is. */
  entities: { line: number; column: number };
  /** The DOCTYPE has inline declarations: where they start. */
  subset: { line: number; column: number };
}

export const fault = faultsOf<XmlFaults>('xml-formatter');

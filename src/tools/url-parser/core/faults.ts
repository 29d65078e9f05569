import { faultsOf } from '../../../core/shared/tool-error';

/** The URL parser's one fault; its words are in ../words.ts. */
export interface UrlParserFaults {
  invalidUrl: object;
}

export const fault = faultsOf<UrlParserFaults>('url-parser');

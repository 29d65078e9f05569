/** The XML ⇄ JSON converter's options, apart from the parser: the page's chunk imports them without fast-xml-parser. */
import type { JsonIndent } from '../../../core/shared/json';

export interface XmlJsonOptions {
  /** The JSON's indent (XML → JSON). */
  indent: JsonIndent;
  /** What starts an attribute's key, both ways: `@_` (fast-xml-parser's), `@` or `-`. */
  attributePrefix: '@_' | '@' | '-';
  /** The key of an element's text, both ways. */
  textKey: '#text' | '_text' | '$t';
  /** 'repeated': an element becomes an array only when repeated; 'always': every element is an array. */
  arrays: 'repeated' | 'always';
  /** 'text': every value a string, exactly as written; 'typed': numbers and booleans as JSON's. */
  values: 'text' | 'typed';
  /** The keep-order form, both ways: an array of nodes in document order (mixed content, repeated names apart). */
  keepOrder: boolean;
  /** The XML's indent (JSON → XML); 'none' writes it on one line. */
  xmlIndent: '2' | '4' | 'tab' | 'none';
}

export const XML_JSON_DEFAULTS: XmlJsonOptions = {
  indent: '2',
  attributePrefix: '@_',
  textKey: '#text',
  arrays: 'repeated',
  values: 'text',
  keepOrder: false,
  xmlIndent: '2',
};

import { structuredOutputs } from '../../core/shared/structured';
import { addressForms, type IpConverterOptions } from './core';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { formsRecord, IP_CONVERTER_MESSAGES } from './words';

/**
 * The IP address converter: one address (IPv4 in any written form, IPv6, or a MAC address) in every other form.
 * On the page as you type: a few microseconds of BigInt work.
 */
export const ipConverter: ToolDeclaration<IpConverterOptions> = {
  input: {
    kind: 'field',
    label: 'Address',
    placeholder: '192.168.1.10, 3232235786, 2001:db8::1 or aa:bb:cc:dd:ee:ff',
    hint: 'IPv4 as dotted decimal, integer, 0x hex, 0b binary, dotted binary or octal-dotted; IPv6 in any form; a MAC address with colons, dashes, dots or bare.',
  },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      blank: IP_CONVERTER_MESSAGES.blank,
      outputs: [{ id: 'output', label: 'Forms', view: 'structured' }],
    },
  ],
  run: {
    here: (_action, text) => structuredOutputs({ output: formsRecord(addressForms(text)) }),
    liveUpToChars: 1000,
  },
  examples: EXAMPLES,
};

export default ipConverter;

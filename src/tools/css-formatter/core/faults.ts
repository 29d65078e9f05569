import type { CodeSyntaxFaults } from '../../../core/shared/code-format';
import { faultsOf } from '../../../core/shared/tool-error';

/** The CSS formatter's faults; their words are in ../words.ts. */
export const fault = faultsOf<CodeSyntaxFaults>('css-formatter');

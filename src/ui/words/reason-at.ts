import { atLineAndColumn } from '../../core/shared/syntax-fault';
import type { ReasonParams } from '../../core/shared/tool-error';

/** A parser's reason with where it stopped, when known: 'Unclosed block at line 3, column 5'. */
export const reasonAt = ({ reason, line, column }: ReasonParams): string =>
  `${reason}${atLineAndColumn(line === undefined || column === undefined ? undefined : { line, column })}`;

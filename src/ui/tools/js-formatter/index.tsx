import { FormatMinifyValidate } from '../shared/FormatMinifyValidate';
import { jsFormatter } from './declaration';

/** Format (Prettier), minify (terser) and validate JavaScript, JSX or TypeScript, in the tool's worker. */
export default function JsFormatter() {
  return <FormatMinifyValidate declaration={jsFormatter} />;
}

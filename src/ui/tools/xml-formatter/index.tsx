import { FormatMinifyValidate } from '../shared/FormatMinifyValidate';
import { xmlFormatter } from './declaration';

/** Format (Prettier's XML plugin), minify and validate XML and SVG, in the tool's worker. */
export default function XmlFormatter() {
  return <FormatMinifyValidate declaration={xmlFormatter} />;
}

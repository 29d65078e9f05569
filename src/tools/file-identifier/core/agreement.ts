/** Whether a file's name carries the extension its content calls for. */
import { supportedExtensions } from 'file-type/core';
import { TEXT_KINDS } from './text-sniff';

/**
 * - agrees: the extension is one this type is known by;
 * - renamed: it belongs to another known type (a PNG called .jpg);
 * - none: the name has no extension;
 * - unclear: an extension no known type claims, or content of unknown type.
 */
export type Agreement = 'agrees' | 'renamed' | 'none' | 'unclear';

/** Other names of file-type's extensions, and the zip- and ELF-based files it reports by their container. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpeg', 'jpe', 'jfif', 'pjpeg'],
  tif: ['tiff'],
  gz: ['tgz', 'gzip', 'svgz', 'emz'],
  xz: ['txz'],
  bz2: ['tbz2', 'tbz', 'bz'],
  zst: ['tzst'],
  zip: ['jar', 'war', 'ear', 'apk', 'aab', 'xpi', 'whl', 'nupkg', 'vsix', 'ipa', 'kmz', 'cbz', 'crx', 'egg'],
  jar: ['zip', 'war', 'ear'],
  elf: ['so', 'o', 'ko', 'out', 'bin', 'axf', 'prx', 'mod', 'node'],
  mp4: ['m4v', 'm4a', 'm4b', 'f4v'],
  ttf: ['ttc'],
  mpg: ['mpeg'],
  ico: ['cur'],
  sqlite: ['db', 'sqlite3', 'db3', 'sdb', 's3db'],
  html: ['htm'],
  xml: ['xsd', 'xsl', 'xslt', 'rss', 'atom', 'plist', 'xhtml', 'kml', 'gpx', 'wsdl', 'xul'],
};

/** Extensions that name one kind of text: a JSON file called .xml is renamed, one called .geojson is not. */
const SPECIFIC_TEXT = new Set(
  Object.values(TEXT_KINDS).flatMap((k) => (k === TEXT_KINDS.plain || k === TEXT_KINDS.script ? [] : k.extensions)),
);

/** Every extension some known type claims. */
const CLAIMED = new Set<string>([...supportedExtensions, ...Object.values(ALIASES).flat(), ...SPECIFIC_TEXT]);

/** The name's extension, lower case, without the dot; '' for none (a leading dot is a hidden file, not one). */
export function extensionOf(name: string): string {
  // A versioned shared library, libc.so.6: its extension is .so.
  const base = name.replace(/\.so(\.\d+)+$/i, '.so');
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether `nameExt` agrees with a type whose usual extension is `ext` (and, for text, its known `extensions`). */
export function agreementOf(nameExt: string, ext: string, extensions: readonly string[], isText: boolean): Agreement {
  if (nameExt === '') return 'none';
  if (ext === '') return 'unclear';
  if (nameExt === ext || extensions.includes(nameExt) || ALIASES[ext]?.includes(nameExt)) return 'agrees';
  // Text of one kind may carry any extension no other type claims (.geojson, .conf, .service).
  if (isText) return CLAIMED.has(nameExt) && !(ext === 'txt' && SPECIFIC_TEXT.has(nameExt)) ? 'renamed' : 'agrees';
  return CLAIMED.has(nameExt) ? 'renamed' : 'unclear';
}

/** The favicon generator's pure parts: the ICO writer, the file list, the manifest and the <link> tags. */
export { writeIco, type IcoImage } from './ico';
export { ICO_SIZES, PNG_FILES, MASKABLE_CONTENT, maskableLayout, webManifest, linkTags } from './files';
export { FAVICON_DEFAULTS, type FaviconOptions } from './options';
export { placeOnSquare, squared } from './pixels';

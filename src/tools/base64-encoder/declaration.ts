/** The kit part of the Base64 encoder: its Text tab (its File tab is a screen of its own). */
export { base64TextEncoder as default } from '../base64/declaration';

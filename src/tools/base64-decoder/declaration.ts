/** The kit part of the Base64 decoder (its screen adds the decoded bytes as a file). */
export { base64TextDecoder as default } from '../base64/declaration';

/** System Info's words are its family's (they load with this screen through this module). */
export { SYSTEM_INFO_TEXTS } from '../system-snapshot/words';

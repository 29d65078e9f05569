/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

/** A 2FA key URI: the type only in the reason, never the secret it carries. */
const detectOtpUri: Detector = ({ head, complete }) => {
  const match = complete && head.length <= 4096 ? /^otpauth:\/\/(totp|hotp)\/\S*$/i.exec(head) : null;
  return match ? [hit('otp-generator', 96, `Looks like a 2FA otpauth:// URI (${match[1].toUpperCase()})`)] : [];
};

export default detectOtpUri;

/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

/** A password hash string as the password hasher writes and verifies them: bcrypt, Argon2, scrypt, PBKDF2 (PHC forms). */
const PASSWORD_HASH: readonly [RegExp, string][] = [
  [/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/, 'bcrypt'],
  [/^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'Argon2'],
  [/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'scrypt'],
  [/^\$pbkdf2-sha(1|256|512)\$i=\d+,l=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'PBKDF2'],
];

const detectPasswordHash: Detector = ({ head }) => {
  if (head.length > 400 || !head.startsWith('$')) return [];
  const found = PASSWORD_HASH.find(([shape]) => shape.test(head));
  return found ? [hit('password-hasher', 95, `Looks like a ${found[1]} password hash`)] : [];
};

export default detectPasswordHash;

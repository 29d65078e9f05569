/** What a certificate's extensions say, in words: SANs, key usage, EKU, basic constraints, AIA and CRL addresses. */
import './reflect-shim';
import {
  AuthorityInfoAccessExtension,
  BasicConstraintsExtension,
  CRLDistributionPointsExtension,
  ExtendedKeyUsageExtension,
  KeyUsagesExtension,
  SubjectAlternativeNameExtension,
  type Extension,
  type GeneralName,
} from '@peculiar/x509';

export type Field = [label: string, value: string];

const KEY_USAGES = [
  'Digital Signature',
  'Non Repudiation',
  'Key Encipherment',
  'Data Encipherment',
  'Key Agreement',
  'Certificate Sign',
  'CRL Sign',
  'Encipher Only',
  'Decipher Only',
];

/** Extended key usages by OID, in openssl's words. */
const EXTENDED_USAGES: Readonly<Record<string, string>> = {
  '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '1.3.6.1.4.1.311.10.3.3': 'Microsoft Server Gated Crypto',
  '2.16.840.1.113730.4.1': 'Netscape Server Gated Crypto',
};

const NAME_PREFIX: Readonly<Record<string, string>> = {
  dns: 'DNS',
  ip: 'IP',
  email: 'email',
  url: 'URI',
  dn: 'DirName',
  guid: 'GUID',
  upn: 'UPN',
  id: 'RID',
};

const generalNameText = (name: GeneralName) => `${NAME_PREFIX[name.type] ?? name.type}:${name.value}`;

const critical = (extension: Extension) => (extension.critical ? ' (critical)' : '');

/** The Subject Alternative Names, "DNS:a, IP:b". */
export const sanText = (extension: SubjectAlternativeNameExtension) =>
  extension.names.items.map(generalNameText).join(', ');

function keyUsageText(extension: KeyUsagesExtension): string {
  const names = KEY_USAGES.filter((_, bit) => extension.usages & (1 << bit));
  return (names.join(', ') || 'none') + critical(extension);
}

const extendedUsageText = (extension: ExtendedKeyUsageExtension) =>
  extension.usages.map((oid) => EXTENDED_USAGES[String(oid)] ?? String(oid)).join(', ') + critical(extension);

function basicConstraintsText(extension: BasicConstraintsExtension): string {
  const path = extension.pathLength === undefined ? '' : `, path length ${extension.pathLength}`;
  return `${extension.ca ? 'CA' : 'not a CA'}${path}${critical(extension)}`;
}

/** The CRL addresses: each distribution point's full names (URLs), shown as text and never fetched. */
function crlText(extension: CRLDistributionPointsExtension): string {
  const names = extension.distributionPoints.flatMap((point) =>
    (point.distributionPoint?.fullName ?? []).map((name) =>
      name.uniformResourceIdentifier !== undefined ? name.uniformResourceIdentifier : 'a name that is not a URL',
    ),
  );
  return names.join(', ');
}

/** The fields of the extensions this tool explains, in a fixed order. */
export function extensionFields(extensions: readonly Extension[]): Field[] {
  const fields: Field[] = [];
  for (const extension of extensions) {
    if (extension instanceof SubjectAlternativeNameExtension) fields.push(['SANs', sanText(extension)]);
    else if (extension instanceof KeyUsagesExtension) fields.push(['Key usage', keyUsageText(extension)]);
    else if (extension instanceof ExtendedKeyUsageExtension)
      fields.push(['Extended key usage', extendedUsageText(extension)]);
    else if (extension instanceof BasicConstraintsExtension)
      fields.push(['Basic constraints', basicConstraintsText(extension)]);
    else if (extension instanceof AuthorityInfoAccessExtension) {
      if (extension.ocsp.length) fields.push(['OCSP', extension.ocsp.map((name) => name.value).join(', ')]);
      if (extension.caIssuers.length)
        fields.push(['CA issuers', extension.caIssuers.map((name) => name.value).join(', ')]);
    } else if (extension instanceof CRLDistributionPointsExtension) fields.push(['CRL', crlText(extension)]);
  }
  const order = ['SANs', 'Key usage', 'Extended key usage', 'Basic constraints', 'OCSP', 'CA issuers', 'CRL'];
  return fields.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
}

/**
 * GS1 check digits (EAN-13, EAN-8, UPC-A, UPC-E, ITF-14 and ISBN-13 all use the one rule): from the right, the
 * digits are weighted 3, 1, 3, 1…; the check digit brings the sum up to a multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A UPC-E's six digits (after its number system 0 or 1) expanded to the UPC-A body they stand for (11 digits),
 * whose check digit is the UPC-E's: the zeros go where the last digit says.
 */
export function upceToUpca(numberSystem: string, six: string): string {
  const [d1, d2, d3, d4, d5, d6] = six;
  if (d6 <= '2') return `${numberSystem}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  if (d6 === '3') return `${numberSystem}${d1}${d2}${d3}00000${d4}${d5}`;
  if (d6 === '4') return `${numberSystem}${d1}${d2}${d3}${d4}00000${d5}`;
  return `${numberSystem}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
}

/**
 * Python source shared by the oracles that check exact decimal results with `fractions` (the rational module, the
 * percentage calculator, the unit converter): `rounded(x, sig)` rounds a Fraction half away from zero to `sig`
 * significant digits, as the tools show a result that does not end.
 */
export const PY_ROUNDED = `
from fractions import Fraction as F
def rounded(x, sig):
    s = -1 if x < 0 else 1
    x = abs(x)
    e = 0
    while x >= F(10) ** (e + 1): e += 1
    while x < F(10) ** e: e -= 1
    scaled = x * F(10) ** (sig - 1 - e)
    q = scaled.numerator // scaled.denominator
    if 2 * (scaled - q) >= 1: q += 1
    return s * q * F(10) ** (e - sig + 1)
`;

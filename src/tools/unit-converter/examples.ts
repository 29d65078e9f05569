import type { KitExample } from '../../ui/kit/declaration';
import type { UnitConverterOptions } from './core';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<UnitConverterOptions>[] = [
  {
    name: '5 cm to inch: every length unit',
    input: '5 cm to inch',
    expect: {
      output: `5 cm ≈ 1.9685 in

Every length unit:
= 50000000 nm       nanometre
= 50000 µm          micrometre
= 50 mm             millimetre
= 5 cm              centimetre
= 0.05 m            metre
= 0.00005 km        kilometre
≈ 1968.5 thou       thou (mil)
≈ 1.9685 in         inch
≈ 0.164042 ft       foot
≈ 0.0546807 yd      yard
≈ 0.0000310686 mi   mile
≈ 0.0000269978 nmi  nautical mile
≈ 3.34229e-13 au    astronomical unit
≈ 5.285e-18 ly      light-year
`,
    },
  },
  {
    name: 'A GiB (IEC) in MB (SI), exactly',
    input: '1.5 GiB to MB',
    expect: {
      output: `1.5 GiB = 1610.612736 MB

Every data size unit:
= 12884901888 bit              bit
= 12884901.888 kbit            kilobit (SI)
= 12884.901888 Mbit            megabit (SI)
= 12.884901888 Gbit            gigabit (SI)
= 0.012884901888 Tbit          terabit (SI)
= 0.000012884901888 Pbit       petabit (SI)
= 12582912 Kibit               kibibit (IEC)
= 12288 Mibit                  mebibit (IEC)
= 12 Gibit                     gibibit (IEC)
= 0.01171875 Tibit             tebibit (IEC)
= 0.000011444091796875 Pibit   pebibit (IEC)
= 1610612736 B                 byte
= 1610612.736 kB               kilobyte (SI, 1000^1 B)
= 1610.612736 MB               megabyte (SI, 1000^2 B)
= 1.610612736 GB               gigabyte (SI, 1000^3 B)
= 0.001610612736 TB            terabyte (SI, 1000^4 B)
= 0.000001610612736 PB         petabyte (SI, 1000^5 B)
= 1572864 KiB                  kibibyte (IEC, 1024^1 B)
= 1536 MiB                     mebibyte (IEC, 1024^2 B)
= 1.5 GiB                      gibibyte (IEC, 1024^3 B)
= 0.00146484375 TiB            tebibyte (IEC, 1024^4 B)
= 0.000001430511474609375 PiB  pebibyte (IEC, 1024^5 B)
`,
    },
  },
  {
    name: 'Transfer time of 700 MB at 20 Mbit/s',
    input: '700 MB at 20 Mbit/s',
    expect: {
      output: `700 MB at 20 Mbit/s takes 280 s (4 min 40 s)

Every time unit:
= 280000000000 ns  nanosecond
= 280000000 µs     microsecond
= 280000 ms        millisecond
= 280 s            second
≈ 4.66667 min      minute
≈ 0.0777778 h      hour
≈ 0.00324074 d     day
≈ 0.000462963 wk   week
≈ 0.00000887266 a  Julian year (365.25 d)
`,
    },
  },
  {
    name: 'A mile, exact where it ends, at full precision (15 digits) where not',
    input: '1 mi to km',
    options: { full: true },
    expect: {
      output: `1 mi = 1.609344 km

Every length unit:
= 1609344000000 nm         nanometre
= 1609344000 µm            micrometre
= 1609344 mm               millimetre
= 160934.4 cm              centimetre
= 1609.344 m               metre
= 1.609344 km              kilometre
= 63360000 thou            thou (mil)
= 63360 in                 inch
= 5280 ft                  foot
= 1760 yd                  yard
= 1 mi                     mile
≈ 0.868976241900648 nmi    nautical mile
≈ 1.07578001777e-8 au      astronomical unit
≈ 1.70107795023251e-13 ly  light-year
`,
    },
  },
];

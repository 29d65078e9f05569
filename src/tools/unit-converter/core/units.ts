/**
 * Every unit the converter knows, by kind, each with its exact factor to the kind's base unit as a rational (inch =
 * 0.0254 m, pound = 0.45359237 kg, thermochemical calorie = 4.184 J, atmosphere = 101325 Pa: the definitions, not
 * measurements). Temperatures add an exact offset (K = °C + 273.15). The radian alone is not a rational number of
 * degrees: it is marked approximate and uses π to 50 digits.
 */
import { div, mul, parseDecimal, rational, type Rational } from '../../../core/shared/rational';

export interface Unit {
  symbol: string;
  name: string;
  /** Value in base units = value × factor + offset. */
  factor: Rational;
  offset?: Rational;
  /** Other ways to type it, matched with their case. */
  aliases?: readonly string[];
  /** True where the factor is not exact (the radian, through π). */
  approximate?: boolean;
}

/** A kind of quantity; its name for people is in ../words.ts. */
export type KindId =
  | 'length'
  | 'area'
  | 'volume'
  | 'mass'
  | 'temperature'
  | 'speed'
  | 'time'
  | 'pressure'
  | 'energy'
  | 'power'
  | 'angle'
  | 'frequency'
  | 'data-size'
  | 'data-rate';

export interface Kind {
  id: KindId;
  units: readonly Unit[];
}

const q = (text: string): Rational => parseDecimal(text)!;
const ratio = (a: string, b: string) => div(q(a), q(b));

const u = (symbol: string, name: string, factor: Rational | string, aliases: readonly string[] = []): Unit => ({
  symbol,
  name,
  factor: typeof factor === 'string' ? q(factor) : factor,
  aliases,
});

/** Standard gravity (9.80665 m/s²) times the pound: the pound-force, 4.4482216152605 N exactly. */
const POUND_FORCE = mul(q('0.45359237'), q('9.80665'));
const US_GALLON = q('0.003785411784');
const IMPERIAL_GALLON = q('0.00454609');
const BTU = q('1055.05585262');
/** π to 50 decimals: a radian in degrees is 180/π, correct far beyond the 15 digits shown. */
const PI = q('3.14159265358979323846264338327950288419716939937510');

const LENGTH = [
  u('nm', 'nanometre', '1e-9'),
  u('µm', 'micrometre', '1e-6', ['um', 'μm', 'micron', 'microns']),
  u('mm', 'millimetre', '0.001'),
  u('cm', 'centimetre', '0.01'),
  u('m', 'metre', '1'),
  u('km', 'kilometre', '1000'),
  u('thou', 'thou (mil)', '0.0000254', ['mil', 'mils']),
  u('in', 'inch', '0.0254', ['"', 'inches']),
  u('ft', 'foot', '0.3048', ["'", 'feet']),
  u('yd', 'yard', '0.9144'),
  u('mi', 'mile', '1609.344'),
  u('nmi', 'nautical mile', '1852', ['NM']),
  u('au', 'astronomical unit', '149597870700', ['AU']),
  u('ly', 'light-year', '9460730472580800', ['light year', 'light years']),
];

const AREA = [
  u('mm²', 'square millimetre', '1e-6'),
  u('cm²', 'square centimetre', '1e-4'),
  u('m²', 'square metre', '1'),
  u('ha', 'hectare', '10000'),
  u('km²', 'square kilometre', '1e6'),
  u('in²', 'square inch', '0.00064516'),
  u('ft²', 'square foot', '0.09290304', ['sq ft', 'square feet']),
  u('yd²', 'square yard', '0.83612736'),
  u('ac', 'acre', '4046.8564224'),
  u('mi²', 'square mile', '2589988.110336'),
];

const VOLUME = [
  u('mL', 'millilitre', '1e-6', ['ml', 'cm³', 'cc']),
  u('L', 'litre', '0.001', ['l']),
  u('m³', 'cubic metre', '1'),
  u('in³', 'cubic inch', '0.000016387064'),
  u('ft³', 'cubic foot', '0.028316846592', ['cubic feet']),
  u('tsp', 'US teaspoon', div(US_GALLON, q('768')), ['teaspoon']),
  u('tbsp', 'US tablespoon', div(US_GALLON, q('256')), ['tablespoon']),
  u('US fl oz', 'US fluid ounce', div(US_GALLON, q('128')), ['fl oz']),
  u('US cup', 'US cup', div(US_GALLON, q('16')), ['cup', 'cups']),
  u('US pt', 'US pint', div(US_GALLON, q('8')), ['pint']),
  u('US qt', 'US quart', div(US_GALLON, q('4')), ['qt', 'quart']),
  u('US gal', 'US gallon', US_GALLON, ['gal', 'gallon', 'gallons']),
  u('imp fl oz', 'imperial fluid ounce', div(IMPERIAL_GALLON, q('160'))),
  u('imp pt', 'imperial pint', div(IMPERIAL_GALLON, q('8'))),
  u('imp gal', 'imperial gallon', IMPERIAL_GALLON),
];

const MASS = [
  u('mg', 'milligram', '1e-6'),
  u('g', 'gram', '0.001'),
  u('kg', 'kilogram', '1', ['kilo', 'kilos']),
  u('t', 'tonne', '1000', ['metric ton']),
  u('gr', 'grain', '0.00006479891'),
  u('ct', 'carat', '0.0002'),
  u('oz', 'ounce', '0.028349523125'),
  u('ozt', 'troy ounce', '0.0311034768', ['oz t']),
  u('lb', 'pound', '0.45359237', ['lbs']),
  u('st', 'stone', '6.35029318'),
  u('US ton', 'short ton', '907.18474', ['short ton']),
  u('long ton', 'long ton', '1016.0469088'),
];

const CELSIUS_OFFSET = q('273.15');
const FIVE_NINTHS = ratio('5', '9');
const TEMPERATURE: Unit[] = [
  u('K', 'kelvin', '1', ['kelvins']),
  { ...u('°C', 'degree Celsius', '1', ['C', '℃', 'degC', 'deg C', 'celsius']), offset: CELSIUS_OFFSET },
  // K = (°F + 459.67) × 5/9.
  {
    ...u('°F', 'degree Fahrenheit', FIVE_NINTHS, ['F', '℉', 'degF', 'deg F', 'fahrenheit']),
    offset: mul(q('459.67'), FIVE_NINTHS),
  },
  u('°R', 'degree Rankine', FIVE_NINTHS, ['R', 'degR', 'rankine']),
];

const SPEED = [
  u('m/s', 'metre per second', '1', ['mps']),
  u('km/h', 'kilometre per hour', ratio('1000', '3600'), ['kph', 'kmh', 'km/hr']),
  u('mph', 'mile per hour', ratio('1609.344', '3600'), ['mi/h']),
  u('kn', 'knot', ratio('1852', '3600'), ['kt', 'knots']),
  u('ft/s', 'foot per second', '0.3048', ['fps']),
];

const TIME = [
  u('ns', 'nanosecond', '1e-9'),
  u('µs', 'microsecond', '1e-6', ['us', 'μs']),
  u('ms', 'millisecond', '0.001'),
  u('s', 'second', '1', ['sec', 'secs']),
  u('min', 'minute', '60', ['mins']),
  u('h', 'hour', '3600', ['hr', 'hrs']),
  u('d', 'day', '86400'),
  u('wk', 'week', '604800'),
  u('a', 'Julian year (365.25 d)', '31557600', ['yr', 'year', 'years']),
];

const PRESSURE = [
  u('Pa', 'pascal', '1'),
  u('hPa', 'hectopascal', '100'),
  u('kPa', 'kilopascal', '1000'),
  u('MPa', 'megapascal', '1e6'),
  u('mbar', 'millibar', '100'),
  u('bar', 'bar', '100000'),
  u('atm', 'standard atmosphere', '101325'),
  u('Torr', 'torr', ratio('101325', '760'), ['torr']),
  u('mmHg', 'millimetre of mercury', '133.322387415'),
  u('inHg', 'inch of mercury', '3386.388640341'),
  u('psi', 'pound-force per square inch', div(POUND_FORCE, q('0.00064516'))),
];

const ENERGY = [
  u('eV', 'electronvolt', '1.602176634e-19'),
  u('erg', 'erg', '1e-7'),
  u('J', 'joule', '1'),
  u('kJ', 'kilojoule', '1000'),
  u('MJ', 'megajoule', '1e6'),
  u('ft·lbf', 'foot-pound', mul(q('0.3048'), POUND_FORCE), ['ft-lbf', 'ft lbf', 'ftlbf']),
  u('cal', 'thermochemical calorie', '4.184', ['calorie', 'cal_th']),
  u('kcal', 'thermochemical kilocalorie', '4184', ['Cal']),
  u('cal_IT', 'IT calorie', '4.1868'),
  u('BTU', 'IT British thermal unit', BTU, ['Btu', 'btu']),
  u('Wh', 'watt-hour', '3600'),
  u('kWh', 'kilowatt-hour', '3600000'),
];

const POWER = [
  u('mW', 'milliwatt', '0.001'),
  u('W', 'watt', '1'),
  u('kW', 'kilowatt', '1000'),
  u('MW', 'megawatt', '1e6'),
  u('BTU/h', 'BTU per hour', div(BTU, q('3600')), ['Btu/h']),
  // 75 kgf·m/s and 550 ft·lbf/s: both exact by definition.
  u('PS', 'metric horsepower', mul(q('75'), q('9.80665')), ['metric hp']),
  u('hp', 'mechanical horsepower', mul(q('550'), mul(q('0.3048'), POUND_FORCE))),
];

const ANGLE: Unit[] = [
  u('°', 'degree', '1', ['deg', 'degree', 'degrees']),
  { ...u('rad', 'radian', div(q('180'), PI), ['radian', 'radians']), approximate: true },
  u('grad', 'gradian', '0.9', ['gon']),
  u('turn', 'turn', '360', ['rev', 'revolution']),
  u('′', 'arcminute', ratio('1', '60'), ['arcmin']),
  u('″', 'arcsecond', ratio('1', '3600'), ['arcsec']),
];

const FREQUENCY = [
  u('Hz', 'hertz', '1', ['hz']),
  u('kHz', 'kilohertz', '1000', ['khz']),
  u('MHz', 'megahertz', '1e6', ['mhz']),
  u('GHz', 'gigahertz', '1e9', ['ghz']),
  u('rpm', 'revolution per minute', ratio('1', '60'), ['RPM']),
];

/** Bits and bytes, SI (kB = 1000 B) and IEC (KiB = 1024 B) side by side, in bits. */
const dataUnits = (per: string, perName: string, plainAliases: (s: string) => readonly string[]) => {
  const si = ['k', 'M', 'G', 'T', 'P'];
  const siNames = ['kilo', 'mega', 'giga', 'tera', 'peta'];
  const iec = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi'];
  const iecNames = ['kibi', 'mebi', 'gibi', 'tebi', 'pebi'];
  const of = (bits: bigint, symbol: string, name: string, extra: readonly string[] = []) =>
    u(`${symbol}${per}`, `${name}${perName}`, rational(bits), [...plainAliases(symbol), ...extra]);
  return [
    of(1n, 'bit', 'bit', per ? [] : ['bits', 'b']),
    ...si.map((p, i) => of(1000n ** BigInt(i + 1), `${p}bit`, `${siNames[i]}bit (SI)`)),
    ...iec.map((p, i) => of(1024n ** BigInt(i + 1), `${p}bit`, `${iecNames[i]}bit (IEC)`)),
    of(8n, 'B', 'byte', per ? [] : ['byte', 'bytes', 'octet']),
    ...si.map((p, i) => of(8n * 1000n ** BigInt(i + 1), `${p}B`, `${siNames[i]}byte (SI, 1000^${i + 1} B)`)),
    ...iec.map((p, i) => of(8n * 1024n ** BigInt(i + 1), `${p}B`, `${iecNames[i]}byte (IEC, 1024^${i + 1} B)`)),
  ];
};

/** 'Mbit' is also 'Mb'; a rate 'Mbit/s' is also 'Mb/s', 'Mbps' and 'mbps' (what people type for megabits). */
const DATA_SIZE = dataUnits('', '', (symbol) =>
  symbol.endsWith('bit') && symbol !== 'bit' ? [`${symbol.slice(0, -3)}b`] : [],
);
const DATA_RATE = dataUnits('/s', ' per second', (symbol) => {
  if (symbol === 'bit') return ['b/s', 'bps'];
  if (symbol.endsWith('bit')) {
    const prefix = symbol.slice(0, -3);
    return [`${prefix}b/s`, `${prefix}bps`, `${prefix.toLowerCase()}bps`];
  }
  return [`${symbol}ps`];
});

export const KINDS: readonly Kind[] = [
  { id: 'length', units: LENGTH },
  { id: 'area', units: AREA },
  { id: 'volume', units: VOLUME },
  { id: 'mass', units: MASS },
  { id: 'temperature', units: TEMPERATURE },
  { id: 'speed', units: SPEED },
  { id: 'time', units: TIME },
  { id: 'pressure', units: PRESSURE },
  { id: 'energy', units: ENERGY },
  { id: 'power', units: POWER },
  { id: 'angle', units: ANGLE },
  { id: 'frequency', units: FREQUENCY },
  { id: 'data-size', units: DATA_SIZE },
  { id: 'data-rate', units: DATA_RATE },
];

/**
 * MS-DOS date and time (the zip headers' own): local time, 2-second steps, 1980 to 2107. Shown as `unzip -l`
 * shows it: 'YYYY-MM-DD HH:MM' (seconds kept here for sorting). An impossible field (month 0, say) gives null.
 */
export function dosDateTime(date: number, time: number): string | null {
  const year = 1980 + (date >>> 9);
  const month = (date >>> 5) & 0x0f;
  const day = date & 0x1f;
  const hours = time >>> 11;
  const minutes = (time >>> 5) & 0x3f;
  const seconds = (time & 0x1f) * 2;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)} ${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** The DOS date and time fields of a 'YYYY-MM-DD HH:MM:SS' (the inverse of `dosDateTime`, for tests and fixtures). */
export function toDosDateTime(text: string): { date: number; time: number } {
  const [y, mo, d, h, mi, s] = text.split(/[- :]/).map(Number);
  return { date: ((y - 1980) << 9) | (mo << 5) | d, time: (h << 11) | (mi << 5) | (s >> 1) };
}

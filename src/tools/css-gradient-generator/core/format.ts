/** A gradient model as CSS: the gradient function, and the declarations with the fallbacks browsers need. */
import { colourAt, type Gradient } from './model';

const number = (n: number) => String(n);

/** The gradient function, e.g. 'linear-gradient(in oklch 90deg, #ff0000 0%, #0000ff 100%)'. */
export function gradientText(gradient: Gradient, interpolation = gradient.interpolation): string {
  const space = interpolation === 'oklch' ? 'in oklch ' : '';
  const stops = gradient.stops.map((stop) => `${stop.colour} ${number(stop.position)}%`).join(', ');
  const settings =
    gradient.kind === 'linear'
      ? `${number(gradient.angle)}deg`
      : gradient.kind === 'conic'
        ? `from ${number(gradient.angle)}deg`
        : gradient.shape;
  return `${gradient.kind}-gradient(${space}${settings}, ${stops})`;
}

/**
 * The CSS to paste: a solid background-color (the gradient's colour at its middle) for a browser without
 * gradients, the plain sRGB gradient, and for OKLCH the `in oklch` one last: a browser that cannot read it drops
 * that declaration and keeps the one before.
 */
export function gradientCss(gradient: Gradient): string {
  const lines = [
    `background-color: ${colourAt(gradient, 50)};`,
    `background-image: ${gradientText(gradient, 'srgb')};`,
  ];
  if (gradient.interpolation === 'oklch') lines.push(`background-image: ${gradientText(gradient)};`);
  return `${lines.join('\n')}\n`;
}

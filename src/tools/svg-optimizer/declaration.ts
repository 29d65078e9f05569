import { PRESET_PLUGINS, SVG_DEFAULTS, type PresetPluginName, type SvgOptions } from './core/options';
import { optimizeSvgFileInWorker, optimizeSvgInWorker } from './in-worker';
import { type KitResult, type OptionField, type ToolDeclaration } from '../../ui/kit/declaration';
import { FILE_IN_WORKER_FROM_BYTES } from '../../ui/kit/json-converter';
import { EXAMPLES } from './examples';

const OUTPUT_STYLES = [
  { value: 'minified', label: 'Minified' },
  { value: 'pretty', label: 'Pretty' },
] as const;

/** A checkbox per preset plugin, shown once "Choose plugins" is on. */
const PLUGIN_FIELDS = Object.fromEntries(
  PRESET_PLUGINS.map(([name, label, description]) => [
    name,
    { kind: 'toggle', label, description, when: (options: SvgOptions) => options.choosePlugins },
  ]),
) as unknown as Record<PresetPluginName, OptionField<SvgOptions, boolean>>;

/** A worker's answer as the kit shows it: the SVG, with its bytes before and after under it. */
const shown = ({ output, note }: { output: KitResult['outputs'][string]; note: string }): KitResult => ({
  outputs: { output },
  notes: { output: note },
});

/** SVG optimisation with svgo 4 (multipass, preset-default's plugins switchable), in the tool's worker. */
export const svgOptimizer: ToolDeclaration<SvgOptions> = {
  input: {
    label: 'SVG input',
    placeholder: 'Paste an SVG here, e.g. <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">…</svg>',
    language: () => 'xml',
    lineNumbers: true,
  },
  file: {
    accept: '.svg,image/svg+xml',
    name: 'an .svg file',
    inWorkerFromBytes: FILE_IN_WORKER_FROM_BYTES,
  },
  defaults: SVG_DEFAULTS,
  options: {
    output: { kind: 'select', label: 'Output', choices: OUTPUT_STYLES },
    multipass: { kind: 'toggle', label: 'Multipass', description: 'Repeat until the SVG stops shrinking.' },
    removeScripts: {
      kind: 'toggle',
      label: 'Remove scripts, event handlers and external references',
      description: 'Drops <script>, on… attributes and links, images, styles and url()s of other documents.',
    },
    choosePlugins: {
      kind: 'toggle',
      label: 'Choose plugins',
      description: "Switch preset-default's plugins one by one.",
    },
    ...PLUGIN_FIELDS,
  },
  actions: [
    {
      id: 'optimize',
      label: 'Optimize',
      jobLabel: 'Optimizing',
      blank: 'Paste an SVG to optimise.',
      success: 'SVG optimised',
      outputs: [
        // Not wrapped: minified SVG is one long line, and wrapping 100,000 characters of it took 80 ms on the page.
        {
          id: 'output',
          label: 'Optimised SVG',
          fileName: 'optimized.svg',
          language: () => 'xml',
          lineNumbers: true,
          wrap: false,
        },
      ],
    },
  ],
  run: {
    core: async (_action, text, options) => {
      const [{ optimizeSvg }, { sizesNote }] = await Promise.all([import('./core'), import('./result')]);
      const { output, sizes } = optimizeSvg(text, options);
      return shown({ output, note: sizesNote(sizes) });
    },
    inWorker: async (_action, text, options, job) => shown(await optimizeSvgInWorker(text, options, job)),
    fileInWorker: async (_action, file, options, job) => shown(await optimizeSvgFileInWorker(file, options, job)),
    workerFromChars: 0,
    // svgo's multipass took 3.6 s of CPU for 1 MB of icons in Node (some 35 ms per 10,000 characters): live up to
    // 50,000 characters, on the button beyond.
    liveUpToChars: 50_000,
  },
  examples: EXAMPLES,
};

export default svgOptimizer;

/** The SVG optimizer's options, apart from svgo: the page's chunk imports them without the library. */
import { PRESET_PLUGIN_NAMES, type PresetPluginName } from './plugins';

export { PRESET_PLUGINS, PRESET_PLUGIN_NAMES, type PresetPluginName } from './plugins';

export type SvgOutputStyle = 'minified' | 'pretty';

/** Each preset plugin on or off, by its svgo name (a share link carries them as they are). */
export type SvgPluginSwitches = Record<PresetPluginName, boolean>;

export interface SvgOptions extends SvgPluginSwitches {
  output: SvgOutputStyle;
  /** Repeat the passes until the output stops shrinking (svgo's multipass, at most 10 passes). */
  multipass: boolean;
  /** svgo's removeScripts and our removeExternalRefs (see README). */
  removeScripts: boolean;
  /** Show the plugin checkboxes (they are always applied as set; this only unfolds them). */
  choosePlugins: boolean;
}

const ALL_ON = Object.fromEntries(PRESET_PLUGIN_NAMES.map((name) => [name, true])) as SvgPluginSwitches;

export const SVG_DEFAULTS: SvgOptions = {
  output: 'minified',
  multipass: true,
  removeScripts: false,
  choosePlugins: false,
  ...ALL_ON,
};

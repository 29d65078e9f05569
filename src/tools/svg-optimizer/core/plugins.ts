/**
 * svgo's preset-default plugins (svgo 4.1), in the preset's order, each with the label and one-line description its
 * checkbox shows. A test checks the list against svgo's own preset, so an svgo update cannot drift from it.
 */
export const PRESET_PLUGINS = [
  ['removeDoctype', 'Remove doctype', 'Drops the <!DOCTYPE> declaration.'],
  ['removeXMLProcInst', 'Remove XML declaration', 'Drops <?xml …?> and other processing instructions.'],
  ['removeComments', 'Remove comments', 'Drops comments (not those starting with <!--! ).'],
  ['removeDeprecatedAttrs', 'Remove deprecated attributes', 'Drops attributes SVG 2 deprecates when unused.'],
  ['removeMetadata', 'Remove metadata', 'Drops <metadata> elements.'],
  ['removeEditorsNSData', 'Remove editor data', "Drops Inkscape's, Sketch's and other editors' namespaced data."],
  ['cleanupAttrs', 'Clean up attributes', 'Trims newlines and repeated spaces in attribute values.'],
  ['mergeStyles', 'Merge styles', 'Merges several <style> elements into one.'],
  ['inlineStyles', 'Inline styles', "Moves a <style> rule's declarations onto the elements it matches once."],
  ['minifyStyles', 'Minify styles', 'Minifies <style> and style attributes with CSSO, dropping unused rules.'],
  ['cleanupIds', 'Clean up IDs', 'Drops unused IDs and shortens the used ones.'],
  ['removeUselessDefs', 'Remove useless defs', 'Drops elements in <defs> that have no ID.'],
  ['cleanupNumericValues', 'Round numbers', 'Rounds numbers to 3 decimals and drops the default px unit.'],
  ['convertColors', 'Shorten colors', 'Writes colors in their shortest form (#ff0000 → red).'],
  [
    'removeUnknownsAndDefaults',
    'Remove unknowns and defaults',
    'Drops unknown elements and attributes at their default.',
  ],
  [
    'removeNonInheritableGroupAttrs',
    'Remove non-inheritable group attributes',
    'Drops presentation attributes a group cannot pass on.',
  ],
  [
    'removeUselessStrokeAndFill',
    'Remove useless stroke and fill',
    'Drops stroke and fill attributes that draw nothing.',
  ],
  ['cleanupEnableBackground', 'Clean up enable-background', 'Drops enable-background where it matches the size.'],
  ['removeHiddenElems', 'Remove hidden elements', 'Drops elements that draw nothing (zero size, display:none).'],
  ['removeEmptyText', 'Remove empty text', 'Drops empty <text> elements.'],
  ['convertShapeToPath', 'Shapes to paths', 'Writes rectangles, lines and polygons as shorter paths.'],
  ['convertEllipseToCircle', 'Ellipses to circles', 'Writes an ellipse with equal radii as a circle.'],
  [
    'moveElemsAttrsToGroup',
    'Move attributes to the group',
    "Moves attributes all of a group's children share onto it.",
  ],
  [
    'moveGroupAttrsToElems',
    'Move group attributes to elements',
    "Moves a group's transform onto its only path children.",
  ],
  ['collapseGroups', 'Collapse groups', 'Removes groups that do nothing.'],
  [
    'convertPathData',
    'Optimise path data',
    'Rewrites path data shorter: relative commands, rounding, merged segments.',
  ],
  ['convertTransform', 'Optimise transforms', 'Merges and shortens transform lists.'],
  ['removeEmptyAttrs', 'Remove empty attributes', 'Drops attributes with an empty value.'],
  ['removeEmptyContainers', 'Remove empty containers', 'Drops groups, defs and other containers with no children.'],
  ['mergePaths', 'Merge paths', 'Joins neighbouring paths with the same attributes into one.'],
  ['removeUnusedNS', 'Remove unused namespaces', 'Drops namespace declarations nothing uses.'],
  ['sortAttrs', 'Sort attributes', 'Sorts attributes so the output compresses better.'],
  ['sortDefsChildren', 'Sort defs', 'Sorts the children of <defs> so the output compresses better.'],
  ['removeDesc', 'Remove descriptions', 'Drops <desc> elements that are only an editor\'s "Created with…".'],
] as const;

export type PresetPluginName = (typeof PRESET_PLUGINS)[number][0];

export const PRESET_PLUGIN_NAMES: readonly PresetPluginName[] = PRESET_PLUGINS.map(([name]) => name);

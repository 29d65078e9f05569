import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'GPU Info',
  description: 'Your graphics card as WebGL, WebGL2 and WebGPU see it: renderer, limits and extensions.',
  category: 'hardware',
  icon: 'memory-stick',
  keywords: [
    'gpu',
    'graphics',
    'webgl',
    'webgpu',
    'renderer',
    'video card',
    'opengl',
    'extensions',
    'gpu test',
    'graphics card',
    'webgl report',
    'webgl test',
    'gpu info',
    'video card info',
    'vulkan',
    'glxinfo',
  ],
  isNew: true,
  handOffs: ['device-checkup', 'system-info', 'refresh-rate-test'],
} satisfies ToolEntry;

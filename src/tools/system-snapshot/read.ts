/** Reads what the browser reports into the core's groups, plus extras (GPU, WebGPU, storage, codecs). */
import {
  browserGroup,
  displayGroup,
  hardwareGroup,
  networkGroup,
  type ConnectionLike,
  type Group,
  type NavigatorLike,
} from './core';
import { formatBytes } from '../../core/shared/format';
import { glRenderer } from '../../core/shared/webgl-renderer';
import { SYSTEM_INFO_TEXTS } from './words';

export interface Snapshot {
  System: Group;
  Browser: Group;
  Display: Group;
  Network: Group;
}

export const connectionOf = () => (navigator as Navigator & { connection?: ConnectionLike & EventTarget }).connection;

/** The WebGL renderer's vendor and name (unmasked where the browser allows it; GPU Info shows the rest). */
function gpu(): Group {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return { gpuVendor: undefined, gpuRenderer: undefined };
    const names = glRenderer(gl);
    return { gpuVendor: names.unmaskedVendor ?? names.vendor, gpuRenderer: names.unmaskedRenderer ?? names.renderer };
  } catch {
    return { gpuVendor: undefined, gpuRenderer: undefined };
  }
}

const VIDEO = {
  h264: 'video/mp4; codecs="avc1.42E01E"',
  hevc: 'video/mp4; codecs="hvc1.1.6.L93.B0"',
  vp9: 'video/webm; codecs="vp9"',
  av1: 'video/mp4; codecs="av01.0.05M.08"',
};
const AUDIO = {
  aac: 'audio/mp4; codecs="mp4a.40.2"',
  opus: 'audio/webm; codecs="opus"',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
};

function codecs(types: Record<string, string>, element: HTMLMediaElement): string[] {
  return Object.entries(types)
    .filter(([, type]) => element.canPlayType(type) !== '')
    .map(([name]) => name.toUpperCase());
}

export function readSnapshot(storage: string | undefined): Snapshot {
  const nav = navigator as Navigator & NavigatorLike;
  return {
    System: {
      ...hardwareGroup(nav),
      ...gpu(),
      webGpu: 'gpu' in navigator ? SYSTEM_INFO_TEXTS.available : SYSTEM_INFO_TEXTS.notAvailable,
      storageEstimate: storage,
    },
    Browser: {
      ...browserGroup(nav),
      videoCodecs: codecs(VIDEO, document.createElement('video')),
      audioCodecs: codecs(AUDIO, document.createElement('audio')),
    },
    Display: displayGroup(screen, window),
    Network: networkGroup(connectionOf()),
  };
}

export async function readStorage(): Promise<string | undefined> {
  try {
    const { usage, quota } = await navigator.storage.estimate();
    if (quota === undefined) return undefined;
    return SYSTEM_INFO_TEXTS.storageEstimate(formatBytes(usage ?? 0), formatBytes(quota));
  } catch {
    return undefined;
  }
}

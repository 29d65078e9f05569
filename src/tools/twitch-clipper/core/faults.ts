import { faultsOf } from '../../../core/shared/tool-error';

/** The Twitch clipper's faults; their words are in ../words.ts. */
export interface TwitchClipperFaults {
  invalidUrl: object;
  notLoaded: object;
}

export const fault = faultsOf<TwitchClipperFaults>('twitch-clipper');

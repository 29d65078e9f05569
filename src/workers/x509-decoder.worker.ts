/// <reference lib="webworker" />
/** Worker entry of the certificate decoder: @peculiar/x509 and WebCrypto (fingerprints, the chain's signatures). */
import { X509_ACTIONS, type X509Options } from '../core/tools/x509-decoder';
import { exposeTasks } from './expose';
import { formatterTask } from './formatter-task';

export const x509DecoderTasks = {
  run: formatterTask<X509Options>(X509_ACTIONS),
};

export type X509DecoderTasks = typeof x509DecoderTasks;

exposeTasks(x509DecoderTasks);
